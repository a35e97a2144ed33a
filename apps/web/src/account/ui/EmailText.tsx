import { Fragment } from 'react';

/** Where an address may wrap: after the @ and before each dot ("director@" / "soulshop" / ".example"). */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/**
 * An e-mail address that wraps at sensible points (<wbr>) instead of in the
 * middle of a word; the surrounding `break-words` only acts when one part
 * alone is wider than its column.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className="break-words">
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
