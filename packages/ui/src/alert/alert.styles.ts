import { css } from 'styled-components';

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

// The close button takes the tone's colour, so it reads as part of the message.
export const alertRoot = css<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  & [data-alert-dismiss] {
    margin: -${({ theme }) => theme.space[1]} -${({ theme }) => theme.space[2]} 0 auto;
    color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const alertIcon = css<{ $tone: AlertTone }>`
  flex: none;
  display: inline-flex;
  padding-top: 2px;
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: 1;
`;

export const alertContent = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const alertTitle = css`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const alertBody = css`
  margin: ${({ theme }) => theme.space[1]} 0 0;
`;

export const alertRetry = css`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

export const alertLines = css`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;
