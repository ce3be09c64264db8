import type { ReactNode, Ref } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { switchRoot, switchTrack } from './switch.styles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The visible label: what is turned on or off. */
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

const Root = styled(AriaSwitch)`
  ${switchRoot}
`;

const Track = styled.span`
  ${switchTrack}
`;

/** An on/off setting that applies at once (react-aria Switch, role "switch"). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Track />
      <span>{children}</span>
    </Root>
  );
}
