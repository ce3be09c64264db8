import { EditIcon, FileIcon, HomeIcon, PackageIcon, ReceiptIcon, UserIcon } from '@epp/ui';
import type { ReactElement } from 'react';
import type { NavIconName } from './nav-items';

/** The sidebar icons (decorative: the label names each link). @epp/ui has no gear or group icon yet. */
export function navIcon(name: NavIconName): ReactElement {
  switch (name) {
    case 'home':
      return <HomeIcon />;
    case 'package':
      return <PackageIcon />;
    case 'file':
      return <FileIcon />;
    case 'receipt':
      return <ReceiptIcon />;
    case 'settings':
      return <EditIcon />;
    default:
      return <UserIcon />;
  }
}
