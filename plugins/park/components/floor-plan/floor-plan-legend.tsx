import { ROOM_STATE_LABELS, ROOM_STATES, type RoomState } from '@manifests/contracts/park-constants';
import { stateClass } from './floor-plan-model';

/**
 * The five states, their colours and how many rooms are in each; a state pressed filters the plan to
 * it (pressed again, every state shows).
 */
export function FloorPlanLegend({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<RoomState, number>;
  selected: RoomState | undefined;
  onSelect(state: RoomState | undefined): void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div className="park-legend" role="group" aria-label="房间状态">
      {ROOM_STATES.map((state) => (
        <button
          key={state}
          type="button"
          className="park-legend__item"
          aria-pressed={selected === state}
          data-state={state}
          onClick={() => onSelect(selected === state ? undefined : state)}
        >
          <span className={`park-legend__swatch ${stateClass(state)}`} aria-hidden />
          {ROOM_STATE_LABELS[state]}
          <span className="park-legend__count">{counts[state]}</span>
        </button>
      ))}
    </div>
  );
}
