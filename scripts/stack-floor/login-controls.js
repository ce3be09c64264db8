// The react-aria-components the login page is made of (method tabs, text fields, buttons, links, a progress
// indicator, the locale and router providers), with React left out: the accessible behaviour's share of /login.
import { createElement } from 'react';
import {
  Button,
  I18nProvider,
  Input,
  Label,
  Link,
  ProgressBar,
  RouterProvider,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from 'react-aria-components';

const field = createElement(TextField, null, createElement(Label, null, 'label'), createElement(Input));
const panel = createElement(
  TabPanel,
  { id: 'method' },
  field,
  createElement(Button, null, 'button'),
  createElement(Link, { href: '/' }, 'link'),
  createElement(ProgressBar, { isIndeterminate: true }, 'progress'),
);
const tabs = createElement(
  Tabs,
  null,
  createElement(TabList, null, createElement(Tab, { id: 'method' }, 'tab')),
  panel,
);
export const LoginControls = () =>
  createElement(I18nProvider, { locale: 'et-EE' }, createElement(RouterProvider, { navigate: () => {} }, tabs));
