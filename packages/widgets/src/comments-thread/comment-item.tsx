import type { CommentEntry } from '@epp/api';
import { useEppTranslation } from '@epp/i18n';
import { IconButton, TrashIcon } from '@epp/ui';
import { styled } from 'styled-components';
import type { CommentRole } from './comments-thread';
import * as styles from './comments-thread.styles';

export interface CommentItemProps {
  comment: CommentEntry;
  viewerRole: CommentRole;
  /** The relative time shown for the comment ("3 päeva eest", "just praegu"). */
  timeLabel: string;
  /** Offered only where the comment `can_delete`: asks for the confirmation. */
  onDelete?: (comment: CommentEntry) => void;
}

const Item = styled.li`
  ${styles.item}
`;
const Meta = styled.div`
  ${styles.meta}
`;
const Body = styled.p`
  ${styles.body}
`;

/** One comment: author, role (none for system notes), relative time, delete where allowed, the plain-text body. */
export function CommentItem({ comment, viewerRole, timeLabel, onDelete }: CommentItemProps) {
  const { t } = useEppTranslation();
  const isSystem = comment.role === 'SYSTEM';
  const isOwn = !isSystem && comment.role === viewerRole;
  return (
    <Item data-own={isOwn || undefined} data-system={isSystem || undefined} data-comment-id={comment.id}>
      <Meta>
        <strong>{comment.created_by ?? t('widgets.commentsThread.systemAuthor')}</strong>
        {isSystem ? null : <span>{t(`widgets.commentsThread.roles.${comment.role}`)}</span>}
        <time dateTime={comment.created_at}>{timeLabel}</time>
        {comment.can_delete && onDelete ? (
          <IconButton size="sm" aria-label={t('widgets.commentsThread.delete')} onPress={() => onDelete(comment)}>
            <TrashIcon />
          </IconButton>
        ) : null}
      </Meta>
      <Body>{comment.body}</Body>
    </Item>
  );
}
