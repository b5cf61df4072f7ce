// An on/off setting (react-aria Switch, role="switch").
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { withClass } from './class-names.ts';

export function Switch({ children, className, ...props }: AriaSwitchProps & { children: ReactNode }) {
  return (
    <AriaSwitch {...props} className={withClass(className, 'switch focus-ring')}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{children}</span>
    </AriaSwitch>
  );
}
