import type { ProfileSummary } from '../../../shared/contract/contract';

const labels = { production: 'Production', test: 'Test', unknown: 'Unknown key type' } as const;

/** Production and test keys look alike; the badge's colour and word keep them apart. */
export function ProfileBadge(props: { profile: ProfileSummary }) {
  return (
    <span class={`badge ${props.profile.keyKind}`} title={`Key ${props.profile.keyHint}`}>
      {props.profile.demo ? 'Demo' : labels[props.profile.keyKind]}
    </span>
  );
}
