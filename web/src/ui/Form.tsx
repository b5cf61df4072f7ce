import { Form as AriaForm, type FormProps } from 'react-aria-components';
import { cx } from './cx.ts';

export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx('form', typeof className === 'string' && className)} />;
}
