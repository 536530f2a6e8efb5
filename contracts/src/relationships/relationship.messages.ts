/** Spec 000 §8, verbatim. */
export const RELATIONSHIP_MESSAGES = {
  followBlocked:
    "We're sorry, you are unable to follow this Flirt because this Flirt blocked you or you blocked this Flirt.",
  subscribeBlocked:
    "We're sorry, you are unable to subscribe this Flirt because this Flirt blocked you or you blocked this Flirt.",
  unfollowSubscriber: "You can't unfollow this Flirt because you're their subscriber.",
  followYourself: "You can't follow yourself",
  subscribeYourself: "You can't subscribe to yourself",
  cardRequiredToFollow: 'You must have a credit card on file to follow this flirt.',
} as const;
