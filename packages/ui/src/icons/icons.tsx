// The kit's icon set: simple 24×24 outline drawings, stroked in currentColor.
import { createIcon } from './create-icon';

// Each icon is marked pure: the calls run at module load, so without the mark a bundler keeps all of them in
// every entry that uses one (0.6 KB gzip per widget entry, measured by scripts/check-budgets.mjs).

export { CheckIcon, CloseIcon, ErrorIcon, ExternalLinkIcon, InfoIcon, WarningIcon } from './mark-icons';

import { Dot } from './mark-icons';

export const ChevronDownIcon = /* @__PURE__ */ createIcon('chevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronUpIcon = /* @__PURE__ */ createIcon('chevronUp', <path d="m6 15 6-6 6 6" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('chevronLeft', <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('chevronRight', <path d="m9 6 6 6-6 6" />);
export const MoreIcon = /* @__PURE__ */ createIcon(
  'more',
  <>
    <Dot cx={5} cy={12} />
    <Dot cx={12} cy={12} />
    <Dot cx={19} cy={12} />
  </>,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'search',
  <>
    <circle cx={11} cy={11} r={7} />
    <path d="m20 20-4-4" />
  </>,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'calendar',
  <>
    <rect x={3} y={5} width={18} height={16} rx={2} />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const DownloadIcon = /* @__PURE__ */ createIcon('download', <path d="M12 4v11m-5-5 5 5 5-5M4 20h16" />);
export const UploadIcon = /* @__PURE__ */ createIcon('upload', <path d="M12 16V5M7 10l5-5 5 5M4 20h16" />);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'trash',
  <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
);
export const EditIcon = /* @__PURE__ */ createIcon('edit', <path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />);
export const MenuIcon = /* @__PURE__ */ createIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const BellIcon = /* @__PURE__ */ createIcon('bell', <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21h4" />);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'logout',
  <path d="M9 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h3M16 16l4-4-4-4M20 12H10" />,
);
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'globe',
  <>
    <circle cx={12} cy={12} r={9} />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
/** A short bar: the mark of a partly checked ("indeterminate") checkbox. */
export const MinusIcon = /* @__PURE__ */ createIcon('minus', <path d="M6 12h12" />);

// Sidebar icons for the portal's sections.
export const HomeIcon = /* @__PURE__ */ createIcon('home', <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />);
export const PackageIcon = /* @__PURE__ */ createIcon(
  'package',
  <path d="M12 3 4 7v10l8 4 8-4V7l-8-4zM4 7l8 4 8-4M12 11v10M8 5l8 4" />,
);
export const FileIcon = /* @__PURE__ */ createIcon('file', <path d="M14 3H6v18h12V7l-4-4zM14 3v4h4M9 12h6M9 16h6" />);
export const ReceiptIcon = /* @__PURE__ */ createIcon(
  'receipt',
  <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3" />,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'user',
  <>
    <circle cx={12} cy={8} r={4} />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
