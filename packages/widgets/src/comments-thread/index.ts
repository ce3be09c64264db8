export { type CommentRole, CommentsThread, type CommentsThreadProps, type NewComment } from './comments-thread';
export { ObjectCommentsThread, type ObjectCommentsThreadProps } from './object-comments-thread';
export { distanceFromBottom, oldestFirst, type RelativeTime, relativeTime, relativeTimeText } from './thread-helpers';
