import { useEppTranslation } from '@epp/i18n';
import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, VisuallyHidden } from 'react-aria-components';
import { styled } from 'styled-components';
import { ExternalLinkIcon } from '../icons/mark-icons';
import { type LinkVariant, linkBase, linkVariants } from './link.styles';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'target'> {
  children: ReactNode;
  /** inline: underlined, inside a sentence; standalone: on its own, underlined on hover. */
  variant?: LinkVariant;
  /**
   * Opens in a new tab (target _blank, rel noopener). An icon shows it, and screen readers hear
   * "(avaneb uues vahekaardis)" after the link text.
   */
  isExternal?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const StyledLink = styled(AriaLink)<{ $variant: LinkVariant }>`
  ${linkBase}
  ${({ $variant }) => linkVariants[$variant]}
`;

/**
 * A link (react-aria Link): with `href` it is a real <a>; an app's react-aria RouterProvider turns its
 * navigation into client-side routing.
 */
export function Link({ variant = 'inline', isExternal = false, children, rel, ...props }: LinkProps) {
  const { t } = useEppTranslation();
  return (
    <StyledLink
      $variant={variant}
      {...props}
      {...(isExternal ? { target: '_blank', rel: rel ?? 'noopener noreferrer' } : { rel })}
    >
      {children}
      {isExternal && (
        <>
          <ExternalLinkIcon size={0.875} />
          <VisuallyHidden> {t('ui.link.external')}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}
