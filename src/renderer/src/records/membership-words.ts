import { formatTime } from '../calls/format';

/** How a campaign membership is known, in plain words: "Added from this app on 2 Jun 2024 · called on 10 Jan 2025" (the latest call). */
export function knownByText(member: { added_at: string | null; called_at: string | null }): string {
  const parts: string[] = [];
  if (member.added_at !== null) parts.push(`added from this app on ${formatTime(member.added_at)}`);
  if (member.called_at !== null) parts.push(`called on ${formatTime(member.called_at)}`);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
