// The kit's status and link marks (alerts, field errors, external links), apart from the other icons: the first
// route draws these, and a module holds what every page using any of it needs (issue #17: the whole set was
// ~0.8 KB gzip of /login).
import { createIcon } from './create-icon';

// Each icon is marked pure: the calls run at module load, so without the mark a bundler keeps all of them in
// every entry that uses one (0.6 KB gzip per widget entry, measured by scripts/check-budgets.mjs).

/** A filled dot, for the points of "more" and the dots of info, warning and error marks. */
export const Dot = ({ cx, cy }: { cx: number; cy: number }) => (
  <circle cx={cx} cy={cy} r={1.25} fill="currentColor" stroke="none" />
);

export const CloseIcon = /* @__PURE__ */ createIcon('close', <path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = /* @__PURE__ */ createIcon('check', <path d="m5 12 5 5L20 7" />);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'info',
  <>
    <circle cx={12} cy={12} r={9} />
    <path d="M12 11v6" />
    <Dot cx={12} cy={7.5} />
  </>,
);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'warning',
  <>
    <path d="M10.3 4 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5" />
    <Dot cx={12} cy={17} />
  </>,
);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'error',
  <>
    <circle cx={12} cy={12} r={9} />
    <path d="M12 7v6" />
    <Dot cx={12} cy={16.5} />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'externalLink',
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
