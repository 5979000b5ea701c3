import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { Passkey } from '../../api/passkeys';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { maxPasskeyNameLength } from '../../validation/passkey-name';
import { ConfirmQuestion } from './confirm-question';

export interface PasskeyItemProps {
  readonly passkey: Passkey;
  readonly text: SecurityTranslate;
  /** The device it was made on, as the list of devices names it; unknown, undefined. */
  readonly device: string | undefined;
  readonly formatDate: (date: Date) => string;
  /** A change is on its way, or the browser is offline: nothing else may start. */
  readonly disabled: boolean;
  readonly onRename: (name: string) => Promise<boolean>;
  readonly onRemove: () => void;
}

/**
 * One passkey of the list: its name, the device it was made on and its dates, renamed in place,
 * removed after a question.
 */
export function PasskeyItem({
  passkey,
  text,
  device,
  formatDate,
  disabled,
  onRename,
  onRemove,
}: PasskeyItemProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const inputId = `passkey-name-${passkey.id}`;
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const keepPasskey = useRef<HTMLButtonElement>(null);
  // The button that opened a step gets the keyboard back when it closes, so a screen reader
  // user is never left at the top of the page. Given once it is on screen and enabled: after a
  // rename, the list's "busy" ends in a render of its own, which may come after this one. Never
  // taken from where the user has put it meanwhile.
  const focusNext = useRef<RefObject<HTMLButtonElement | null> | undefined>(undefined);
  useLayoutEffect(() => {
    const button = focusNext.current?.current;
    if (!button) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) focusNext.current = undefined;
    else if (!button.disabled) {
      focusNext.current = undefined;
      button.focus();
    }
  });
  const switchTo = (next: typeof mode, focus?: RefObject<HTMLButtonElement | null>) => {
    focusNext.current = focus;
    setMode(next);
  };

  return (
    <li className="passkey-item">
      <p className="passkey-name">{passkey.name}</p>
      {device && <p className="passkey-device">{text('passkeys.madeOn', { device })}</p>}
      <p className="passkey-dates">
        {text('passkeys.created', { date: formatDate(passkey.createdAt) })}
        {' · '}
        {passkey.lastUsedAt
          ? text('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt) })
          : text('passkeys.neverUsed')}
        {passkey.synced ? ` · ${text('passkeys.synced')}` : ''}
      </p>
      {mode === 'rename' && (
        <form
          className="passkey-rename"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onRename(name.trim())) switchTo('view', renameButton);
          }}
        >
          <label htmlFor={inputId}>{text('passkeys.renameLabel', { name: passkey.name })}</label>
          <input
            id={inputId}
            // biome-ignore lint/a11y/noAutofocus: the user asked to type the new name now.
            autoFocus
            maxLength={maxPasskeyNameLength}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="security-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={disabled || !name.trim()}
            >
              {text('passkeys.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => switchTo('view', renameButton)}
            >
              {text('security.cancel')}
            </button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <ConfirmQuestion
          question={text('passkeys.removeConfirm', { name: passkey.name })}
          confirm={text('passkeys.remove')}
          cancel={text('security.cancel')}
          disabled={disabled}
          cancelRef={keepPasskey}
          onConfirm={() => {
            // Back on "Remove" if the passkey stays (a refusal, no connection); gone, the
            // list's heading takes the keyboard instead.
            switchTo('view', removeButton);
            onRemove();
          }}
          onCancel={() => switchTo('view', removeButton)}
        />
      )}
      {mode === 'view' && (
        <div className="security-actions">
          <button
            ref={renameButton}
            type="button"
            className="button button-secondary"
            disabled={disabled}
            aria-label={`${text('passkeys.rename')}: ${passkey.name}`}
            onClick={() => {
              setName(passkey.name);
              setMode('rename');
            }}
          >
            {text('passkeys.rename')}
          </button>
          <button
            ref={removeButton}
            type="button"
            className="button button-secondary"
            disabled={disabled}
            aria-label={`${text('passkeys.remove')}: ${passkey.name}`}
            onClick={() => switchTo('remove', keepPasskey)}
          >
            {text('passkeys.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
