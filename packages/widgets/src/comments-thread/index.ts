export { ApiCommentsThread, type ApiCommentsThreadProps } from './api-comments-thread';
export { type CommentRole, CommentsThread, type CommentsThreadProps, type NewComment } from './comments-thread';
export { commentsThreadTextAreas } from './text-areas';
export { distanceFromBottom, oldestFirst, type RelativeTime, relativeTime, relativeTimeText } from './thread-helpers';
