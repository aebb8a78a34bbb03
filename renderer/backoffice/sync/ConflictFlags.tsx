import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/components';
import { CONFLICT_FLAGS } from './conflicts';

/**
 * The flags offline sync put on an order (shared/sync/protocol.ts ConflictFlag): a short badge
 * each, its explanation as the badge's title, or in full under it where there is room.
 */

const known = (flag: string) => (CONFLICT_FLAGS as readonly string[]).includes(flag);

export function ConflictFlags({ flags, explained = false }: { flags: readonly string[]; explained?: boolean }) {
  const { t } = useTranslation();
  const label = (flag: string) => (known(flag) ? t(`conflicts.flags.${flag}`) : flag);
  const explanation = (flag: string) => (known(flag) ? t(`conflicts.explanations.${flag}`) : flag);
  if (!explained) {
    return (
      <span className="conflict-flags">
        {flags.map((flag) => (
          <Badge key={flag} tone="danger">
            <span title={explanation(flag)} data-flag={flag}>
              {label(flag)}
            </span>
          </Badge>
        ))}
      </span>
    );
  }
  return (
    <ul className="plain-list">
      {flags.map((flag) => (
        <li key={flag} data-flag={flag}>
          <Badge tone="danger">{label(flag)}</Badge> <span>{explanation(flag)}</span>
        </li>
      ))}
    </ul>
  );
}
