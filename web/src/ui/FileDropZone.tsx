// A drop zone with a file picker inside: a file dropped on it or picked with the trigger (a
// button) is handed to `onFile`; only the accepted types can be dropped.
import type { ReactNode } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';

async function fileFromDrop(items: DropItem[]): Promise<File | undefined> {
  const item = items.find((candidate) => candidate.kind === 'file');
  return item?.kind === 'file' ? item.getFile() : undefined;
}

export function FileDropZone({
  label,
  prompt,
  accepted,
  onFile,
  trigger,
  children,
  className,
}: {
  /** The zone's accessible name. */
  label: string;
  /** The visible sentence before the trigger. */
  prompt: ReactNode;
  accepted: string[];
  onFile(file: File | undefined): void;
  /** The button that opens the file picker. */
  trigger: ReactNode;
  /** Further controls inside the zone. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <DropZone
      className={className}
      aria-label={label}
      getDropOperation={(types) => (accepted.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={(event) => void fileFromDrop(event.items).then(onFile)}
    >
      <Text slot="label">{prompt}</Text>{' '}
      <FileTrigger acceptedFileTypes={accepted} onSelect={(files) => onFile(files?.[0])}>
        {trigger}
      </FileTrigger>
      {children}
    </DropZone>
  );
}
