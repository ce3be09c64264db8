// The row above a profile page's cards, the same for every role: the read view links to the edit view; the
// edit view says its fields save on blur and links back.
import { useEppTranslation } from '@epp/i18n';
import { Link } from '@epp/ui';
import { styled } from 'styled-components';
import { actionRow, mutedNote } from '../kit/screen-layout';

const ViewActions = styled.div`
  ${actionRow}
`;
// The note and the way back share a line, centred on each other.
const EditActions = styled.div`
  ${actionRow}
  align-items: center;
  justify-content: space-between;
`;
const Note = styled.p`
  ${mutedNote}
`;

/** The read view's "Muuda profiili" link to the edit view at `editHref`. */
export function ProfileViewActions({ editHref }: { editHref: string }) {
  const { t } = useEppTranslation();
  return (
    <ViewActions>
      <Link href={editHref} variant="standalone">
        {t('screens.profile.view.edit')}
      </Link>
    </ViewActions>
  );
}

/** The edit view's note (fields save when left) and its link back to the read view at `backHref`. */
export function ProfileEditActions({ backHref }: { backHref: string }) {
  const { t } = useEppTranslation();
  return (
    <EditActions>
      <Note>{t('screens.profile.edit.autosave')}</Note>
      <Link href={backHref} variant="standalone">
        {t('screens.profile.edit.back')}
      </Link>
    </EditActions>
  );
}
