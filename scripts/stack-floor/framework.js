// The first route's framework and nothing else: React DOM, the router, i18next with react-i18next, TanStack
// Query, styled-components and zod/mini, each used the least a page can (so tree-shaking keeps only that).
// scripts/check-budgets.mjs bundles it to show how much of the portal's /login budget the stack itself takes.
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import { createGlobalStyle, styled, ThemeProvider } from 'styled-components';
import * as z from 'zod/mini';

const i18n = createInstance();
i18n.use(initReactI18next).init({ resources: {}, lng: 'et' });
const Box = styled.div`
  color: ${(props) => props.theme.color};
`;
const GlobalStyle = createGlobalStyle`body { margin: 0; }`;
const Session = z.object({ token: z.string(), expires: z.optional(z.int()) });

function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useQuery({ queryKey: ['session'], queryFn: () => Session.parse({}) });
  const logIn = useMutation({ mutationFn: async () => 1 });
  const onClick = () => {
    logIn.mutate();
    navigate('/next');
  };
  return createElement(Box, { onClick }, t('title'), String(session.data), createElement(Link, { to: '/' }, 'x'));
}

const routes = createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Page) }));
createRoot(document.body).render(
  createElement(
    StrictMode,
    null,
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(
          ThemeProvider,
          { theme: { color: 'black' } },
          createElement(GlobalStyle),
          createElement(BrowserRouter, null, routes),
        ),
      ),
    ),
  ),
);
