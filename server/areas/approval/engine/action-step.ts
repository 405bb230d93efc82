import { type EventKind, type InstanceRow, recordEvent, type TemplateVersion } from './records';
import type { Actor, StepContext } from './step-context';

/** One action in its frame (`onInstance` of act.ts): the instance locked, its version, the request. */
export interface Step {
  ctx: StepContext;
  actor: Actor;
  instance: InstanceRow;
  version: TemplateVersion;
  requestId: string;
}

/** Records the action's event on the instance's timeline, with the request id it answers. */
export const eventOf = (
  step: Step,
  kind: EventKind,
  more: { taskId?: number; nodeId?: string; comment?: string; detail?: Record<string, unknown> },
) =>
  recordEvent(step.ctx.tx, {
    organizationId: step.ctx.organizationId,
    instanceId: step.instance.id,
    actorId: step.actor.membershipId,
    kind,
    requestId: step.requestId,
    now: step.ctx.now,
    ...more,
  });
