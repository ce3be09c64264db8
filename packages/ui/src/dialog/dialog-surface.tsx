import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components';
import { styled } from 'styled-components';
import { dialogSurface } from './dialog.styles';

export interface DialogSurfaceProps {
  /** The id of the heading the content draws: the dialog's accessible name. */
  'aria-labelledby': string;
  children: ReactNode;
}

const Root = styled(AriaDialog)`
  ${dialogSurface}
`;

/** The content of a Modal that draws its own heading: a padded react-aria dialog named by that heading. */
export function DialogSurface({ 'aria-labelledby': labelledBy, children }: DialogSurfaceProps) {
  return <Root aria-labelledby={labelledBy}>{children}</Root>;
}
