import { useState } from 'react';
import type { Passkey } from '../../api/passkeys';
import type { SecurityTranslate } from '../../i18n/security-messages';

export interface PasskeyItemProps {
  readonly passkey: Passkey;
  readonly text: SecurityTranslate;
  readonly formatDate: (date: Date) => string;
  /** A change is on its way, or the browser is offline: nothing else may start. */
  readonly disabled: boolean;
  readonly onRename: (name: string) => Promise<boolean>;
  readonly onRemove: () => void;
}

/** One passkey of the list: its name and dates, renamed in place, removed after a question. */
export function PasskeyItem({
  passkey,
  text,
  formatDate,
  disabled,
  onRename,
  onRemove,
}: PasskeyItemProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name);
  const inputId = `passkey-name-${passkey.id}`;

  return (
    <li className="passkey-item">
      <p className="passkey-name">{passkey.name}</p>
      <p className="passkey-dates">
        {text('security.created', { date: formatDate(passkey.createdAt) })}
        {' · '}
        {passkey.lastUsedAt
          ? text('security.lastUsed', { date: formatDate(passkey.lastUsedAt) })
          : text('security.neverUsed')}
        {passkey.synced ? ` · ${text('security.synced')}` : ''}
      </p>
      {mode === 'rename' && (
        <form
          className="passkey-rename"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await onRename(name.trim())) setMode('view');
          }}
        >
          <label htmlFor={inputId}>{text('security.renameLabel', { name: passkey.name })}</label>
          <input
            id={inputId}
            // biome-ignore lint/a11y/noAutofocus: the user asked to type the new name now.
            autoFocus
            maxLength={64}
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
              {text('security.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setMode('view')}
            >
              {text('security.cancel')}
            </button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <div className="passkey-remove">
          <p>{text('security.removeConfirm', { name: passkey.name })}</p>
          <div className="security-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={disabled}
              onClick={() => {
                setMode('view');
                onRemove();
              }}
            >
              {text('security.remove')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setMode('view')}
            >
              {text('security.cancel')}
            </button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="security-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled}
            aria-label={`${text('security.rename')}: ${passkey.name}`}
            onClick={() => {
              setName(passkey.name);
              setMode('rename');
            }}
          >
            {text('security.rename')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled}
            aria-label={`${text('security.remove')}: ${passkey.name}`}
            onClick={() => setMode('remove')}
          >
            {text('security.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
