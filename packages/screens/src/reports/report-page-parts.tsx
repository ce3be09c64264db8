// Invoice links, shared by the report lists and pages. (Back and the report's load state are the kit's
// detail-page pieces: BackButton, RecordLoadFailure.)
import type { Link as InvoiceLink } from '@epp/api/schemas';
import { Link, VisuallyHidden } from '@epp/ui';
import { styled } from 'styled-components';

const InvoiceList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A report's invoices as external links; none is a dash, said as `emptyLabel` to screen readers. */
export function InvoiceLinks({ invoices, emptyLabel }: { invoices: readonly InvoiceLink[]; emptyLabel: string }) {
  if (invoices.length === 0)
    return (
      <>
        <Muted aria-hidden="true">–</Muted>
        <VisuallyHidden>{emptyLabel}</VisuallyHidden>
      </>
    );
  return (
    <InvoiceList>
      {invoices.map((invoice) => (
        <li key={invoice.url}>
          <Link href={invoice.url} isExternal>
            {invoice.name}
          </Link>
        </li>
      ))}
    </InvoiceList>
  );
}
