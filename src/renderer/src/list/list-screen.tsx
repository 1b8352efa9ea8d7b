import { Show, type JSX } from 'solid-js';
import { SplitSeparator, type SplitSeparatorProps } from './split-separator';

/**
 * The frame of a list screen: the title, how many records, the screen's own
 * tools (if any) and the search box, then the list (filters and table), and
 * the open record beside it. With `split`, a separator between the list and
 * the record sets how the width is shared (split-separator.tsx).
 */
export function ListScreen(props: {
  title: string;
  count?: string | undefined;
  tools?: JSX.Element;
  search: JSX.Element;
  recordOpen: boolean;
  record: JSX.Element;
  split?: Omit<SplitSeparatorProps, 'controls'>;
  children: JSX.Element;
}) {
  const split = () => (props.recordOpen ? props.split : undefined);
  return (
    <div
      class="screen"
      classList={{ 'with-record': props.recordOpen, 'with-split': split() !== undefined }}
      style={split() ? { '--list-share': `${split()!.share}%` } : undefined}
    >
      <div class="screen-main" id="screen-list">
        <div class="screen-toolbar">
          <h2 id="section-title">{props.title}</h2>
          <Show when={props.count}>{(count) => <span class="screen-total">{count()}</span>}</Show>
          {props.tools}
          {props.search}
        </div>
        {props.children}
      </div>
      <Show when={split()}>
        {(options) => <SplitSeparator share={options().share} min={options().min} max={options().max} onResize={options().onResize} controls="screen-list" />}
      </Show>
      <Show when={props.recordOpen}>{props.record}</Show>
    </div>
  );
}
