import type { DraftDetail } from '@manifests/contracts/draft';
import { DRAFT_NOT_FOUND_CODE } from '@manifests/contracts/draft-constants';
import { Button, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageState } from '../../components/feedback/page-state';
import { LoadFailed } from '../../data/query-state';
import { useData } from '../../data/use-data';
import { ApiError, errorMessage } from '../../services/api-error';
import { draftDetailQuery } from './draft-queries';
import { StepFormSession } from './step-form-session';
import { DRAFT_PARAM, type StepFormProps } from './step-form-types';

/**
 * Which draft the form shows. `uniqueId` is the draft of the session; `adopted`, one the session has
 * just created, until the address names it (the address and this state change in different renders);
 * `resume` says the session starts from the server's copy (loaded first); `session` keys it.
 */
interface Shown {
  uniqueId: string | undefined;
  adopted?: string;
  resume: boolean;
  load: number;
  session: number;
}

/**
 * A form in steps (ProComponents' StepsForm, on antd): each step validates its own fields before
 * 下一步, 上一步 keeps what was typed, and the last step's 提交 sends the whole form. The form is saved
 * as a server-side draft of `draftKind` as the member goes (a moment after the last change, on the
 * revision last saved; the save's state in the header; a save from elsewhere in between is a conflict
 * offering 重新加载), and resumed from the address (`?draft=<id>`, set by the first save, so a reload
 * comes back to it; `DraftList`'s 继续编辑 opens it). Enter moves to the next step; each step opens on
 * its first field. A refusal of the submit shows on its field in the step that holds it. While an edit
 * is not on the server yet, closing the tab, reloading or leaving by the router asks first.
 *
 * A page showing it must not be `tabPerQuery`: the draft's id changes the address, not the tab.
 */
export const StepForm = observer(function StepForm<T extends object>(props: StepFormProps<T>) {
  const param = props.draftParam ?? DRAFT_PARAM;
  const [search, setSearch] = useSearchParams();
  const wanted = search.get(param) ?? undefined;
  const formName = `step-form${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const selfNavigation = useRef(false);
  const [shown, setShown] = useState<Shown>({
    uniqueId: wanted,
    resume: wanted !== undefined,
    load: 0,
    session: 0,
  });

  // The address names the draft just created: it is the session's own from now on.
  if (shown.adopted !== undefined && wanted === shown.adopted)
    setShown({ ...shown, uniqueId: wanted, adopted: undefined });
  // Another draft, or a new form: a session of its own.
  else if (wanted !== shown.uniqueId)
    setShown({ uniqueId: wanted, resume: wanted !== undefined, load: 0, session: shown.session + 1 });

  const resuming = shown.resume && shown.uniqueId !== undefined;
  const detail = useData(
    draftDetailQuery,
    { kind: props.draftKind, uniqueId: shown.uniqueId ?? '', load: shown.load },
    { enabled: resuming },
  );
  // The server's copy a session starts from, taken once per session (later answers change nothing).
  const [started, setStarted] = useState<{ session: number; draft: DraftDetail }>();
  if (resuming && started?.session !== shown.session && detail.data && !detail.isFetching)
    setStarted({ session: shown.session, draft: detail.data });

  const setDraftParam = (uniqueId: string | undefined) => {
    selfNavigation.current = true;
    setSearch(
      (now) => {
        const next = new URLSearchParams(now);
        if (uniqueId) next.set(param, uniqueId);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
    selfNavigation.current = false;
  };

  let body: ReactNode;
  if (!resuming || started?.session === shown.session) {
    body = (
      <StepFormSession<T>
        key={shown.session}
        {...props}
        draft={resuming ? started?.draft : undefined}
        formName={formName}
        selfNavigation={selfNavigation}
        onCreated={(uniqueId) => {
          setShown((now) => ({ ...now, adopted: uniqueId }));
          setDraftParam(uniqueId);
        }}
        onReload={() =>
          setShown((now) => ({
            uniqueId: now.adopted ?? now.uniqueId,
            resume: true,
            load: now.load + 1,
            session: now.session + 1,
          }))
        }
      />
    );
  } else if (detail.isError && !detail.isFetching) {
    const gone = detail.error instanceof ApiError && detail.error.code === DRAFT_NOT_FOUND_CODE;
    body = gone ? (
      <Card title={props.title}>
        <PageState title="草稿不存在或已删除" description="它可能已在别处提交或删除，可以新建一份。">
          <Button type="primary" onClick={() => setDraftParam(undefined)}>
            新建
          </Button>
        </PageState>
      </Card>
    ) : (
      <LoadFailed
        title="草稿加载失败"
        message={errorMessage(detail.error, '加载失败，请稍后再试')}
        onRetry={() => void detail.refetch()}
      />
    );
  } else
    body = (
      <Card title={props.title}>
        <div role="status" aria-label="草稿加载中">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </Card>
    );
  return body;
}) as <T extends object>(props: StepFormProps<T>) => ReactNode;
