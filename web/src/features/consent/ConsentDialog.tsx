// The cookie dialog (with "Reject all" on the first layer). Tab one: title, explanation,
// the link to the data protection page, and three buttons of equal weight: Reject all (stores
// the refusal and closes; German regulators require refusing to be as easy as accepting, on
// the first layer), Settings (tab two) and Accept all. Tab two: four switches, essential fixed
// on, then Save and Accept all. Centred, draggable by mouse, touch and keyboard (the move
// handle takes the arrow keys), closable; Escape or × close it without storing anything.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogHeading, Modal, ModalDialog, ModalOverlay, useDragOffset } from '../../ui/Modal.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { Tab, TabList, TabPanel, Tabs, type Key } from '../../ui/Tabs.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { ALL_CONSENT, NO_CONSENT, type ConsentCategories } from './consent-store.ts';
import './consent.css';

export interface ConsentDialogProps {
  isOpen: boolean;
  /** The switches' starting positions: the stored choice, or nothing allowed. */
  initial: ConsentCategories;
  dataProtectionHref: string;
  onSave(categories: ConsentCategories): void;
  onDismiss(): void;
}

export function ConsentDialog(props: ConsentDialogProps) {
  const { isOpen, onDismiss } = props;
  // Mounted only while open, so every opening starts from the stored choice and a closed dialog
  // leaves nothing behind (an overlay kept for an exit animation would block the page).
  if (!isOpen) return null;
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      isDismissable={false}
      className="modal-overlay consent-overlay"
    >
      <ConsentDialogBody {...props} />
    </ModalOverlay>
  );
}

function ConsentDialogBody({ initial, dataProtectionHref, onSave, onDismiss }: ConsentDialogProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Key>('overview');
  const [categories, setCategories] = useState<ConsentCategories>(initial);
  const { offset, moveProps } = useDragOffset();
  const toggle = (category: keyof ConsentCategories) => (on: boolean) =>
    setCategories((current) => ({ ...current, [category]: on }));

  return (
    <Modal
      className="modal consent"
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      data-testid="consent-dialog"
    >
      <ModalDialog className="dialog consent__dialog" aria-labelledby="consent-title">
        <header className="consent__header" {...moveProps}>
          <DialogHeading slot="title" id="consent-title" className="dialog__title consent__title">
            <Trans>Cookies and privacy</Trans>
          </DialogHeading>
          <button
            type="button"
            className="consent__move focus-ring"
            aria-label={t`Move dialog (arrow keys)`}
            title={t`Move dialog`}
          >
            <span aria-hidden="true">✥</span>
          </button>
          <Button variant="quiet" onPress={onDismiss} aria-label={t`Close`} className="dialog__close">
            ×
          </Button>
        </header>
        <Tabs selectedKey={tab} onSelectionChange={setTab} className="consent__tabs">
          <TabList aria-label={t`Cookie settings`} className="consent__tablist">
            <Tab id="overview" className="consent__tab focus-ring">
              <Trans>Overview</Trans>
            </Tab>
            <Tab id="settings" className="consent__tab focus-ring">
              <Trans>Settings</Trans>
            </Tab>
          </TabList>
          <TabPanel id="overview" className="consent__panel">
            <p>
              <Trans>
                We use cookies that the site needs to work. With your consent we also use analytics, to learn
                which pages help our readers, and an advertising-conversion tag, to measure our campaigns. You
                can refuse, choose per purpose or change your choice at any time through the link “Cookie
                settings” at the bottom of every page.
              </Trans>
            </p>
            <p>
              <Link href={dataProtectionHref}>
                <Trans>Read how we protect your data</Trans>
              </Link>
            </p>
            <div className="consent__actions">
              <Button variant="primary" className="consent__choice" onPress={() => onSave(NO_CONSENT)}>
                <Trans>Reject all</Trans>
              </Button>
              <Button variant="primary" className="consent__choice" onPress={() => setTab('settings')}>
                <Trans>Settings</Trans>
              </Button>
              <Button variant="primary" className="consent__choice" onPress={() => onSave(ALL_CONSENT)}>
                <Trans>Accept all</Trans>
              </Button>
            </div>
          </TabPanel>
          <TabPanel id="settings" className="consent__panel">
            <div className="consent__switches">
              <ConsentSwitch
                label={t`Essential`}
                description={t`Needed for the site to work: sign-in, language, your cookie choice. Always on.`}
                isSelected
                isDisabled
              />
              <ConsentSwitch
                label={t`Analytics`}
                description={t`Counts visits and page views so we can improve the site.`}
                isSelected={categories.statistics}
                onChange={toggle('statistics')}
              />
              <ConsentSwitch
                label={t`Marketing`}
                description={t`Measures whether our advertising campaigns lead to registrations.`}
                isSelected={categories.marketing}
                onChange={toggle('marketing')}
              />
              <ConsentSwitch
                label={t`Other`}
                description={t`Remembers preferences beyond what the site needs.`}
                isSelected={categories.preferences}
                onChange={toggle('preferences')}
              />
            </div>
            <div className="consent__actions">
              <Button variant="primary" className="consent__choice" onPress={() => onSave(categories)}>
                <Trans>Save</Trans>
              </Button>
              <Button variant="primary" className="consent__choice" onPress={() => onSave(ALL_CONSENT)}>
                <Trans>Accept all</Trans>
              </Button>
            </div>
          </TabPanel>
        </Tabs>
      </ModalDialog>
    </Modal>
  );
}

function ConsentSwitch({
  label,
  description,
  isSelected,
  isDisabled,
  onChange,
}: {
  label: string;
  description: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (on: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div className="consent__switch-row">
      <Switch
        isSelected={isSelected}
        isDisabled={isDisabled}
        onChange={onChange}
        aria-describedby={descriptionId}
      >
        {label}
      </Switch>
      <p id={descriptionId} className="consent__switch-description">
        {description}
      </p>
    </div>
  );
}
