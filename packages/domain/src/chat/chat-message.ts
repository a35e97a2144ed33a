import { CHAT_LIMITS } from '@soul/contracts';

/** Why a chat text is refused, or null when it may be sent. */
export type ChatTextProblem = 'empty' | 'tooLong';

/** The text as it is kept: trimmed at both ends (inner line breaks stay). */
export function chatText(raw: string): string {
  return raw.trim();
}

/** A message needs a character that is not a space, and at most CHAT_LIMITS.maxLength of them. */
export function chatTextProblem(text: string): ChatTextProblem | null {
  if (text.length === 0) return 'empty';
  if (text.length > CHAT_LIMITS.maxLength) return 'tooLong';
  return null;
}
