import type { CommentView } from '@flirtwire/contracts';
import { initialsOf } from './initials.js';

export function commentView(row: {
  readonly id: string;
  readonly body: string;
  readonly createdAt: string;
  readonly login: string;
  readonly byPostAuthor: boolean;
}): CommentView {
  return {
    id: row.id,
    body: row.body,
    ordering_date: row.createdAt,
    poster_login: row.login,
    poster_initials: initialsOf(row.login),
    by_post_author: row.byPostAuthor,
  };
}
