import { css } from 'styled-components';

export const page = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const brand = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const card = css<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '760px' : '440px')};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  }
`;

export const links = css`
  display: flex;
  gap: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const form = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  caption {
    margin-bottom: ${({ theme }) => theme.space[2]};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  code {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  }
`;
