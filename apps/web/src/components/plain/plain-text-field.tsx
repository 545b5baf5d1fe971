import { type InputHTMLAttributes, type Ref, useId } from 'react';

export type PlainTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'placeholder'> & {
  label: string;
  /** The Italian validation message; the field shows as invalid while there is one. */
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * An outlined text input with a floating label and its message, styled like MUI's (controls.css) but
 * without MUI: the public pages stay MUI-free (docs/ARCHITECTURE.md). The label floats while the input
 * is focused or filled; the one-space placeholder is how CSS tells "filled" (:placeholder-shown).
 */
export function PlainTextField({ label, error, helperText, inputRef, id, ...input }: PlainTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  const message = error ?? helperText;
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <div className="ui-field__control">
        <input
          {...input}
          id={inputId}
          ref={inputRef}
          className="ui-field__input"
          placeholder=" "
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? helperId : undefined}
        />
        <label htmlFor={inputId} className="ui-field__label">
          {label}
        </label>
        <fieldset aria-hidden="true" className="ui-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {message && (
        <p id={helperId} className="ui-field__helper">
          {message}
        </p>
      )}
    </div>
  );
}
