import { Popover } from './popover';

/**
 * The search syntax, next to the Calls search box: a button (aria-expanded)
 * opening a short, non-modal explanation; Esc or Close shuts it (popover.tsx).
 * The rules are the core's (src/main/mirror/search-syntax.ts).
 */
export function SearchHelp() {
  return (
    <Popover id="calls-search-help" label="How to search calls" buttonText="Search help">
      <h3>Searching transcripts and summaries</h3>
      <dl class="search-help">
        <dt>
          <code>refund late</code>
        </dt>
        <dd>calls with every word</dd>
        <dt>
          <code>"cancel my plan"</code>
        </dt>
        <dd>the exact phrase</dd>
        <dt>
          <code>refund OR return</code>
        </dt>
        <dd>either word (OR in capitals)</dd>
        <dt>
          <code>-voicemail</code>, <code>-"call back"</code>
        </dt>
        <dd>leave out calls with it</dd>
        <dt>
          <code>cancel*</code>
        </dt>
        <dd>words starting with it: cancel, cancelled, cancellation</dd>
        <dt>
          <code>caller:"cancel my"</code>, <code>agent:sorry</code>
        </dt>
        <dd>said by the caller, or by the agent</dd>
      </dl>
      <p>
        Case and accents do not matter. Text that is not valid (an unmatched quote, a lone OR) is searched as plain words, and the box says so. Only calls whose
        transcripts have been fetched can be found. The filters apply to the matches too.
      </p>
    </Popover>
  );
}
