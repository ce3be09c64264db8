import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { cardActions, cardBody, cardHeader, cardRoot, cardTitle } from './card.styles';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  /** Required: the section's heading and its accessible name. */
  title: ReactNode;
  /** Where the card sits in the page outline: 2 under the page's h1, 3 inside another section. */
  headingLevel?: HeadingLevel;
  /** Links or buttons beside the title, e.g. a count linking to the full list. */
  actions?: ReactNode;
  children: ReactNode;
}

const Root = styled.section`
  ${cardRoot}
`;

const Header = styled.div`
  ${cardHeader}
`;

const Title = styled.h2`
  ${cardTitle}
`;

const Actions = styled.div`
  ${cardActions}
`;

const Body = styled.div`
  ${cardBody}
`;

/** A titled section of a page (dashboard cards, detail blocks): a `<section>` named by its heading. */
export function Card({ title, headingLevel = 2, actions, children }: CardProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Header>
        <Title as={`h${headingLevel}`} id={titleId}>
          {title}
        </Title>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      <Body>{children}</Body>
    </Root>
  );
}
