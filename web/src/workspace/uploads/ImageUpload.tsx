// An image field: the current image, a button (ui/FileDropZone) and a drop zone to pick
// a new one, a preview and progress while it uploads, and the server's refusal as the field's
// error. Replacing an image that is already there can be made to ask first (banners): the old one stays until the dialog is confirmed.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { safeUrl } from '@poct/schemas';
import { useLocale } from '../../i18n/use-locale.ts';
import { textOf } from '../../lib/server-error.ts';
import { useSession } from '../../session/use-session.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FileDropZone } from '../../ui/FileDropZone.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { uploadImage, UploadFailed, type UploadPurpose } from './upload-image.ts';
import './image-upload.css';

const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface ImageUploadProps {
  label: string;
  description?: string;
  value: string | undefined;
  onChange(url: string | undefined): void;
  purpose: UploadPurpose;
  /** Ask before an existing image is replaced. */
  confirmReplace?: boolean;
  isRequired?: boolean;
  /** A validation message of the form (e.g. 'This field is required'). */
  errorMessage?: string;
}

/** A local preview of a picked file, released when it is no longer shown. */
function usePreview(file: File | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export function ImageUpload(props: ImageUploadProps) {
  const { label, description, value, onChange, purpose, confirmReplace, isRequired, errorMessage } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const { accessToken } = useSession();
  const labelId = useId();
  const errorId = useId();
  const [candidate, setCandidate] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string>();
  const preview = usePreview(candidate);
  // A stored address the URL policy refuses (not one of our uploads) is shown as text, never loaded.
  const current = safeUrl('image', value);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  async function upload(file: File) {
    setFailure(undefined);
    setProgress(0);
    aborter.current = new AbortController();
    try {
      const uploaded = await uploadImage(file, {
        purpose,
        locale,
        token: await accessToken(),
        onProgress: setProgress,
        signal: aborter.current.signal,
      });
      onChange(uploaded.url);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailure(
        error instanceof UploadFailed && error.refusal
          ? textOf(error.refusal, locale)
          : t`The image could not be uploaded. Please check the connection and try again.`,
      );
    } finally {
      setProgress(null);
      setCandidate(null);
    }
  }

  function choose(file: File | undefined) {
    if (!file || progress !== null) return;
    setCandidate(file);
    if (value && confirmReplace) setAsking(true);
    else void upload(file);
  }

  const shownError = failure ?? errorMessage;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={shownError ? errorId : undefined}
      className="field image-upload"
    >
      <span id={labelId} className="field__label">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </span>
      <div className="image-upload__current">
        {current ? (
          <img src={current} alt={t`Current image: ${label}`} className="image-upload__image" />
        ) : value ? (
          <p className="image-upload__none">
            <code>{value}</code>
          </p>
        ) : (
          <p className="image-upload__none">
            <Trans>No image yet.</Trans>
          </p>
        )}
      </div>
      {progress !== null && (
        <div className="image-upload__pending">
          {preview && <img src={preview} alt={t`Selected image`} className="image-upload__image" />}
          <ProgressBar label={t`Uploading…`} value={Math.round(progress * 100)} />
        </div>
      )}
      <FileDropZone
        className="image-upload__drop focus-ring"
        label={t`Drop an image here`}
        prompt={<Trans>Drop a PNG, JPEG, WebP or GIF image here, or</Trans>}
        accepted={ACCEPTED}
        onFile={choose}
        trigger={
          <Button variant="secondary" isPending={progress !== null}>
            {value ? t`Replace image…` : t`Choose an image…`}
          </Button>
        }
      >
        {value && !isRequired && (
          <Button variant="quiet" onPress={() => onChange(undefined)} isDisabled={progress !== null}>
            <Trans>Remove image</Trans>
          </Button>
        )}
      </FileDropZone>
      {description && <p className="field__description">{description}</p>}
      <div className="field__message">
        {shownError && (
          <p id={errorId} className="field__error" role={failure ? 'alert' : undefined}>
            {shownError}
          </p>
        )}
      </div>
      <Dialog
        title={t`Replace the current image?`}
        isOpen={asking}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(false);
          setCandidate(null);
        }}
      >
        {(close) => (
          <>
            <p>
              <Trans>The current image is replaced by the one you picked once you save the form.</Trans>
            </p>
            <div className="image-upload__compare">
              <figure>
                {current && <img src={current} alt="" className="image-upload__image" />}
                <figcaption>
                  <Trans>Current</Trans>
                </figcaption>
              </figure>
              <figure>
                {preview && <img src={preview} alt="" className="image-upload__image" />}
                <figcaption>
                  <Trans>New</Trans>
                </figcaption>
              </figure>
            </div>
            <div className="wf-actions">
              <Button
                onPress={() => {
                  const file = candidate;
                  setAsking(false);
                  if (file) void upload(file);
                }}
              >
                <Trans>Replace image</Trans>
              </Button>
              <Button variant="secondary" autoFocus onPress={close}>
                <Trans>Keep the current image</Trans>
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
