// For the unit tests only: a package as package/list/ answers it.
import type { ClientPackage } from '@epp/api';

export const serverPackage: ClientPackage = {
  id: 7,
  EAN: '4740012345678',
  EAN_type: 'Rahvusvaheline',
  name: 'Põhjala Vesi 0,5 l',
  color: 'Roheline',
  package_category: 'Vesi',
  package_type: 'PET',
  volume: 50,
  weight: 21.5,
  status: { value: 1, label: 'Registreeritud' },
  combined_at: '14.03.2026',
  package_test: 1,
  created_at: '01.03.2026',
};
