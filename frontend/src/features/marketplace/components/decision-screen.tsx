import { Dialog } from '@/components/dialog';

/** One way on from the decision screen (only screens this app has are offered). */
export interface DecisionOption {
  readonly key: string;
  readonly label: string;
  readonly href: string;
}

/**
 * 'What's Next?': after arriving on a category page (e.g. from an advert), the person chooses to
 * browse this category, search, or (signed out) register for the new-customer offer.
 */
export function DecisionScreen({
  open,
  categoryName,
  options,
  onBrowse,
  onNavigate,
}: {
  readonly open: boolean;
  readonly categoryName: string;
  readonly options: readonly DecisionOption[];
  readonly onBrowse: () => void;
  readonly onNavigate: (href: string) => void;
}) {
  return (
    <Dialog open={open} title="What's Next?" onClose={onBrowse} width={440}>
      <ul className="decision-options">
        <li>
          <button
            type="button"
            className="button button--primary"
            onClick={onBrowse}
            data-autofocus
          >
            Browse {categoryName} listings
          </button>
        </li>
        {options.map((option) => (
          <li key={option.key}>
            <a
              className="button"
              href={option.href}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onNavigate(option.href);
              }}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
