/**
 * Product copy of the feed area. The first group is spec 000 (§4, §5, §8), verbatim; where the
 * spec shows no text for a rule, the second group is ours, written in the same voice.
 */
export const CONTENT_MESSAGES = {
  // Spec 000, verbatim.
  notEligibleForFreePosts: 'Not eligible for Free Posts',
  filesNotAllowedInPosts: (type: string) => `${type} files not allowed in Posts`,
  mustFollowToLike: (login: string) => `You must follow ${login} to like this post`,
  mustFollowToComment: (login: string) => `You must follow ${login} to leave comments on this post`,
  mustFollowAndHaveCardToComment: (login: string) =>
    `You must follow ${login} and have a credit card on file to leave comments`,
  blueskySetupFailed: 'There was an error setting up your Bluesky account. Please try again later.',
  socialAccountNotWorking:
    'We’re sorry, this account is not working. Please try to link the account later.',
  pendingReview: 'Not Published - Pending Review',
  processingMedia: 'Not Published - Processing Media',
  postRemoved: 'Post Removed',

  // Ours (the spec shows no text for these rules).
  captionOrMediaRequired: 'Please add a caption or media to your post.',
  captionTooLong: 'Captions can be at most 2,000 characters.',
  postTypeRequired: 'Please choose Free Post or Subscriber Post.',
  postTypeFixedByMedia: 'The post type can’t be changed once media is selected.',
  welcomeKitOnly: 'Until onboarding is complete, your posts are Welcome Kit posts.',
  welcomeKitAfterOnboarding: 'Welcome Kit posts are only for onboarding.',
  onboardingStepsFirst:
    'Please agree to the legal terms and set your price before creating your first post.',
  paidBodyOnFreePost: 'Subscriber captions are only for Subscriber Posts.',
  schedulingAfterOnboarding: 'Scheduling is available once onboarding is complete.',
  scheduleInFuture: 'Please choose a time in the future.',
  scheduleWithinAYear: 'Please choose a time within the next year.',
  scheduleInvalid: 'Please choose a valid date and time.',
  mediaNotYours: 'One of the selected files is not in your File Manager.',
  mediaFailed: 'One of the selected files could not be processed. Please remove it.',
  mediaDuplicate: 'Each file can be added to a post once.',
  mediaFixedAfterPublishing: 'Media can’t be changed after the post is published.',
  tooManyItems: 'A post can have at most 50 files.',
  alreadyPublished: 'This post is already published.',
  postNotFound: 'This post is not available.',
  postRemovedCannotChange: 'This post was deleted.',
  postLocked: 'Subscribe to see this post.',
  cannotLikeOwnPost: 'You can’t like your own post.',
  mustHaveCardToComment: 'You must have a credit card on file to leave comments',
  commentBlank: 'Comment can’t be blank',
  commentTooLong: 'Comment is too long (maximum is 200 characters)',
  advisorNotFound: 'This Flirt is not available.',
  chooseFlirt: 'Please choose a Flirt.',
  rejectReasonRequired: 'Please give a reason for rejecting this post.',
  takeDownReasonRequired: 'Please give a reason for taking this content down.',
  reportNotFound: 'This report is not available.',
  reportClosed: 'This report was already closed.',
  cannotTakeDown: 'Only posts and comments can be taken down here.',
  alreadyAccepted: 'This post was already accepted.',
  notInModerationQueue: 'This post is not waiting for review.',
  legalTermsFirst: 'Please agree to the legal terms first.',
  cursorInvalid: 'This cursor is not valid. Start again from the first page.',
  advisorsOnly: 'Only Flirts can do this.',

  // File manager and uploads.
  uploadTooLarge: (megabytes: number) =>
    `This file is too large. Files can be at most ${megabytes} MB.`,
  uploadNoFile: 'Please choose a file to upload.',
  uploadUnreadableImage: 'This image could not be read. Please upload a JPEG, PNG, WebP or GIF.',
  uploadImageTooBig: 'This image has too many pixels. Please upload a smaller image.',
  uploadEmpty: 'This file is empty.',
  uploadNotMultipart: 'Please upload the file as multipart/form-data.',
  albumNotFound: 'This folder does not exist.',
  albumNameRequired: 'Please name the folder.',
  mediaNotFound: 'This file is not available.',
  mediaLinkExpired: 'This link has expired or is not valid.',

  // Social shouts.
  shoutBlank: 'Shout can’t be blank',
  shoutTooLong: 'Shout is too long (maximum is 280 characters)',
  templateTooLong: 'Content is too long (maximum is 140 characters)',
  invalidSubstitution: (token: string) => `${token} is not a valid substitution`,
  chooseAnAccount: 'Please choose at least one linked account to post to.',
  linkAnAccountFirst: 'Please link a social account first.',
  notLinked: (provider: string) => `Your ${provider} account is not linked.`,
  dailyLimit: (provider: string) =>
    `You can post to ${provider} at most 10 times a day. Please try again tomorrow.`,
  connectionNotFound: 'This account is not linked.',
  linkExpired: 'This link request has expired. Please try again.',

  // Report content.
  reportThanks: 'Thank you. Our team will review this content.',

  // Storefront (spec 001 §2.4).
  notYourStorefront: 'Only the Flirt can change their own storefront.',
  visibleRequired: 'Please choose whether to show the Member Since date.',
} as const;
