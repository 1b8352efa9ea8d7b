import { Show, type JSX } from 'solid-js';

/**
 * The frame of a list screen: the title, how many records, the screen's own
 * tools (if any) and the search box, then the list (filters and table), and
 * the open record beside it.
 */
export function ListScreen(props: {
  title: string;
  count?: string | undefined;
  tools?: JSX.Element;
  search: JSX.Element;
  recordOpen: boolean;
  record: JSX.Element;
  children: JSX.Element;
}) {
  return (
    <div class="screen" classList={{ 'with-record': props.recordOpen }}>
      <div class="screen-main">
        <div class="screen-toolbar">
          <h2 id="section-title">{props.title}</h2>
          <Show when={props.count}>{(count) => <span class="screen-total">{count()}</span>}</Show>
          {props.tools}
          {props.search}
        </div>
        {props.children}
      </div>
      <Show when={props.recordOpen}>{props.record}</Show>
    </div>
  );
}
