import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { CheckIcon, ChevronDownIcon, createIcon, Spinner, VisuallyHidden } from '@epp/ui';
import { useState } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  type MenuTriggerProps,
  Popover,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { CREATE_CLIENT_KEY, groupProfiles, type ProfileKind, profileKey, type RoleProfile } from './profiles';
import * as styles from './role-selector.styles';

export interface RoleSelectorProps extends Pick<MenuTriggerProps, 'defaultOpen'> {
  /** Every profile of the person: operator, partners, clients (see `profilesOf`). */
  profiles: readonly RoleProfile[];
  /** The profile in use; 'new-client' while creating a new client; null when none is marked. */
  active: RoleProfile | 'new-client' | null;
  /** A profile was chosen (also the active one: the caller may ignore that). */
  onSelect: (profile: RoleProfile) => unknown;
  /** "Create new client": the entry shows only when given. */
  onCreateClient?: () => unknown;
  /**
   * While a switch is saved: the trigger is pending — it keeps the focus (a disabled one would drop it to the
   * page), shows a spinner (a progress bar named "pending" inside it) and opens no menu.
   */
  isPending?: boolean;
}

/** "Create new client": @epp/ui has no plus icon yet. */
const PlusIcon = createIcon('plus', <path d="M12 5v14M5 12h14" />);

const SECTION_KEYS: Record<ProfileKind, TranslationKey> = {
  operator: 'widgets.roleSelector.operatorSection',
  partner: 'widgets.roleSelector.partnersSection',
  client: 'widgets.roleSelector.clientsSection',
};
const KIND_KEYS: Record<ProfileKind, TranslationKey> = {
  operator: 'widgets.roleSelector.kind.operator',
  partner: 'widgets.roleSelector.kind.partner',
  client: 'widgets.roleSelector.kind.client',
};

const Trigger = styled(Button)`
  ${styles.trigger}
`;
const Static = styled.span`
  ${styles.staticProfile}
`;
const Names = styled.span`
  ${styles.names}
`;
const Name = styled.span`
  ${styles.name}
`;
const Kind = styled.span`
  ${styles.kind}
`;
const Panel = styled(Popover)`
  ${styles.popover}
`;
const List = styled(Menu)`
  ${styles.menu}
`;
const Section = styled(MenuSection)`
  ${styles.section}
`;
const SectionHeader = styled(Header)`
  ${styles.sectionHeader}
`;
const Item = styled(MenuItem)`
  ${styles.item}
`;
const Check = styled.span`
  ${styles.check}
`;

/**
 * The header's role selector: the profile in use, and a menu of the person's profiles grouped as operator,
 * partners and clients (the active one checked) with "create new client" last; the list scrolls after 400 px.
 * With a single profile and no "create new client" there is nothing to choose: the name shows as text.
 */
export function RoleSelector({
  profiles,
  active,
  onSelect,
  onCreateClient,
  isPending,
  defaultOpen,
}: RoleSelectorProps) {
  const { t } = useEppTranslation();
  // The menu is held shut while a switch is saved. Not react-aria's `isPending` on the trigger: its assertive
  // "pending" entry points at the trigger, and a switch that navigates away takes the trigger with it before the
  // entry is written (the live announcer's first entry waits 100 ms), leaving an unnamed image in the live region.
  const [isOpen, setOpen] = useState(defaultOpen === true);
  const nameOf = (profile: RoleProfile) =>
    profile.kind === 'operator' ? t('widgets.roleSelector.operatorProfile') : profile.name;
  const activeKey = active && active !== 'new-client' ? profileKey(active) : null;
  const current = (
    <>
      <VisuallyHidden>{t('widgets.roleSelector.current')} </VisuallyHidden>
      <Names>
        <Name>
          {active === 'new-client'
            ? t('widgets.roleSelector.newClient')
            : active
              ? nameOf(active)
              : t('widgets.roleSelector.label')}
        </Name>
        {active && active !== 'new-client' && <Kind>{t(KIND_KEYS[active.kind])}</Kind>}
      </Names>
    </>
  );

  if (profiles.length <= 1 && !onCreateClient) return <Static>{current}</Static>;

  const byKey = new Map(profiles.map((profile) => [profileKey(profile), profile]));
  return (
    <MenuTrigger isOpen={isOpen && !isPending} onOpenChange={(open) => setOpen(open && !isPending)}>
      <Trigger aria-disabled={isPending || undefined} data-pending={isPending || undefined}>
        {current}
        {isPending ? <Spinner size="sm" label={t('ui.button.pending')} /> : <ChevronDownIcon />}
      </Trigger>
      <Panel placement="bottom end" offset={4}>
        <List
          onAction={(key) => {
            if (key === CREATE_CLIENT_KEY) {
              onCreateClient?.();
              return;
            }
            const profile = byKey.get(String(key));
            if (profile) onSelect(profile);
          }}
        >
          {groupProfiles(profiles).map((group) => (
            <Section
              key={group.kind}
              id={group.kind}
              aria-label={t(SECTION_KEYS[group.kind])}
              selectionMode="single"
              selectedKeys={activeKey ? [activeKey] : []}
            >
              <SectionHeader>{t(SECTION_KEYS[group.kind])}</SectionHeader>
              {group.profiles.map((profile) => (
                <Item key={profileKey(profile)} id={profileKey(profile)} textValue={nameOf(profile)}>
                  {({ isSelected }) => (
                    <>
                      <Check>{isSelected && <CheckIcon />}</Check>
                      {nameOf(profile)}
                    </>
                  )}
                </Item>
              ))}
            </Section>
          ))}
          {onCreateClient && (
            <Section id="create" aria-label={t('widgets.roleSelector.createClient')}>
              <Item id={CREATE_CLIENT_KEY} textValue={t('widgets.roleSelector.createClient')}>
                <Check>
                  <PlusIcon />
                </Check>
                {t('widgets.roleSelector.createClient')}
              </Item>
            </Section>
          )}
        </List>
      </Panel>
    </MenuTrigger>
  );
}
