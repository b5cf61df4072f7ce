// A question-and-answer disclosure: the title is a button in a heading that opens its panel,
// reachable by keyboard, with its state announced; DisclosureGroup holds several.
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';

export function Disclosure({
  id,
  title,
  level = 3,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: number;
  children: ReactNode;
}) {
  return (
    <AriaDisclosure id={id} className="faq__item">
      <Heading level={level} className="faq__question">
        <Button slot="trigger" className="faq__trigger focus-ring">
          <span aria-hidden="true" className="faq__chevron">
            ›
          </span>
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className="faq__answer">{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export function DisclosureGroup({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <AriaDisclosureGroup className={className} allowsMultipleExpanded>
      {children}
    </AriaDisclosureGroup>
  );
}
