// Shows the toast queue bottom-right as a landmark screen readers announce.
import { useLingui } from '@lingui/react/macro';
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { TRANSLATION_KEYS } from '../i18n/translation-keys.ts';
import { Button } from './Button.tsx';
import { toastQueue, type AppToast } from './toast-queue.ts';

export function ToastRegion({ queue = toastQueue }: { queue?: typeof toastQueue }) {
  const { i18n, t } = useLingui();
  return (
    <AriaToastRegion<AppToast> queue={queue} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.severity}`}>
          <ToastContent className="toast__content">
            <Text slot="description">
              {toast.content.text ?? i18n._(TRANSLATION_KEYS[toast.content.detail])}
            </Text>
          </ToastContent>
          {toast.content.action && (
            <Button variant="secondary" onPress={toast.content.action.onAction}>
              {i18n._(TRANSLATION_KEYS[toast.content.action.label])}
            </Button>
          )}
          <Button slot="close" variant="quiet" aria-label={t`Close`} className="toast__close">
            ×
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
