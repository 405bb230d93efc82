import { ArrowLeftOutlined, HistoryOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { errorMessage, subjectTitle, useService, useTabTitle } from '@core';
import { useLeaveGuard } from '@core/crud';
import { LoadFailed, useChange, useData } from '@core/data';
import { ApprovalPaths } from '@manifests/approval';
import { Alert, Button, Segmented, Skeleton, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApprovalApi, type PublishProblem, type TemplateDraft } from '../../api/approval-api';
import { ApprovalTag, templateCatalogQuery } from '../../api/approval-queries';
import { BasicSettingsPanel } from './basic-settings-panel';
import { canRedo, canUndo, type EditHistory, edit, redo, startHistory, undo } from './edit-history';
import type { DesignerEditor, EditorStep } from './editor-slot';
import { draftConflictOf, publishProblemsOf } from './refusals';
import { SaveStatus } from './save-status';
import { useStepRoute } from './step-route';
import { type DraftContent, useDraftAutosave } from './use-draft-autosave';
import { usePublishProblems } from './use-publish-problems';
import { VersionDrawer } from './version-drawer';
import './designer-frame.css';

export type DesignerStep = 'settings' | EditorStep;

const STEPS: { label: string; value: DesignerStep }[] = [
  { label: '基础设置', value: 'settings' },
  { label: '表单配置', value: 'form' },
  { label: '流程配置', value: 'flow' },
];

/** Whether a key press belongs to a text field (its own undo), not to the designer. */
function typedIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The template's draft, read again on `load`'s change (after a conflict). */
function useDraft(uniqueId: string, load: number) {
  const api = useService(ApprovalApi);
  const [answer, setAnswer] = useState<{ load: number; draft?: TemplateDraft; error?: unknown }>();
  useEffect(() => {
    const controller = new AbortController();
    api.templateDraft(uniqueId, { signal: controller.signal }).then(
      (draft) => setAnswer({ load, draft }),
      (error) => {
        if (!controller.signal.aborted) setAnswer({ load, error });
      },
    );
    return () => controller.abort();
  }, [api, uniqueId, load]);
  return answer?.load === load ? answer : undefined;
}

/** One editing session of a loaded draft: history, autosave, publishing, the steps and 版本记录. */
function DesignerSession({
  draft,
  editor,
  onReload,
}: {
  draft: TemplateDraft;
  editor: DesignerEditor;
  onReload(): void;
}) {
  const api = useService(ApprovalApi);
  const navigate = useNavigate();
  const catalog = useData(templateCatalogQuery, undefined);
  const [routeStep, goToStep] = useStepRoute();
  // 基础设置 has no route of its own: shown over the step it was opened on, until the route moves.
  const [settingsOn, setSettingsOn] = useState<EditorStep>();
  if (settingsOn !== undefined && settingsOn !== routeStep) setSettingsOn(undefined);
  const step: DesignerStep = settingsOn === routeStep ? 'settings' : routeStep;
  const setStep = (next: DesignerStep) => {
    if (next === 'settings') return setSettingsOn(routeStep);
    setSettingsOn(undefined);
    goToStep(next);
  };
  const [name, setName] = useState(draft.name);
  const [history, setHistory] = useState<EditHistory<DraftContent>>(() =>
    startHistory({ form: draft.form, flow: draft.flow }),
  );
  const autosave = useDraftAutosave({
    uniqueId: draft.uniqueId,
    revision: draft.revision,
    savedAt: draft.savedAt,
    content: history.present,
  });
  const { problems, refuse, clear: clearProblems } = usePublishProblems(history.present);
  const [focus, setFocus] = useState<{ nodeId: string | undefined; request: number }>({
    nodeId: undefined,
    request: 0,
  });
  const [publishRefusal, setPublishRefusal] = useState<string>();
  const [version, setVersion] = useState(draft.version);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const leaveGuard = useLeaveGuard(autosave.unsaved);
  useTabTitle(subjectTitle('审批设计', name));

  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        !(event.ctrlKey || event.metaKey) ||
        event.key.toLowerCase() !== 'z' ||
        typedIntoField(event.target)
      )
        return;
      event.preventDefault();
      if (event.shiftKey) doRedo();
      else doUndo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  /** Shows where a problem is: 表单配置 for the form's own, else its node in 流程配置. */
  const showProblem = (problem: PublishProblem) => {
    if (problem.scope === 'form') return setStep('form');
    setStep('flow');
    setFocus((now) => ({ nodeId: problem.nodeId, request: now.request + 1 }));
  };

  const publishing = useChange({
    // The edits not saved yet are saved first; that revision is published.
    change: async (_content: DraftContent) =>
      api.publishTemplate({ uniqueId: draft.uniqueId, revision: await autosave.flush() }),
    invalidates: [ApprovalTag.templates],
    awaitReload: true,
    success: (published) => `已发布 v${published.version}，之后发起的审批将使用此版本`,
    refusal: (message, error, content) => {
      const found = publishProblemsOf(error);
      if (found.length > 0) {
        refuse(content, found);
        if (found[0]) showProblem(found[0]);
      } else setPublishRefusal(draftConflictOf(error) ? errorMessage(error) : message);
    },
    fallback: '发布失败，请稍后再试',
    onSuccess: (published) => {
      clearProblems();
      setVersion(published.version);
    },
  });
  const publish = () => {
    setPublishRefusal(undefined);
    void publishing.run(history.present);
  };

  const template = catalog.data?.templates.find((candidate) => candidate.uniqueId === draft.uniqueId);
  const state = autosave.state;

  return (
    <div className="approval-designer">
      {leaveGuard}
      <header className="approval-designer__header">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="返回审批配置"
          onClick={() => navigate(ApprovalPaths.configuration)}
        />
        <h2 className="approval-designer__name">{name}</h2>
        {version === null ? <Tag color="orange">未发布</Tag> : <Tag>v{version}</Tag>}
        <Segmented<DesignerStep> value={step} onChange={setStep} options={STEPS} aria-label="设计步骤" />
        <span className="approval-designer__spacer" />
        <SaveStatus state={state} onRetry={autosave.retry} />
        <Tooltip
          title={
            <>
              撤销 <kbd>Ctrl</kbd> + <kbd>Z</kbd>
            </>
          }
        >
          <Button icon={<UndoOutlined />} aria-label="撤销" disabled={!canUndo(history)} onClick={doUndo} />
        </Tooltip>
        <Tooltip
          title={
            <>
              重做 <kbd>Ctrl</kbd> + <kbd>Shift</kbd> + <kbd>Z</kbd>
            </>
          }
        >
          <Button icon={<RedoOutlined />} aria-label="重做" disabled={!canRedo(history)} onClick={doRedo} />
        </Tooltip>
        <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)}>
          版本记录
        </Button>
        <Button
          type="primary"
          loading={publishing.busy}
          disabled={state.kind === 'conflict'}
          onClick={publish}
        >
          发布
        </Button>
      </header>
      {state.kind === 'conflict' && (
        <Alert
          type="warning"
          showIcon
          className="approval-designer__notice"
          title="草稿已在别处更新，您在这里的修改没有保存"
          description={`${state.message}。重新加载将显示最新的草稿，这里未保存的修改会丢失。`}
          action={
            <Button size="small" onClick={onReload}>
              重新加载
            </Button>
          }
        />
      )}
      {publishRefusal && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setPublishRefusal(undefined) }}
          className="approval-designer__notice"
          title="发布失败"
          description={publishRefusal}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="approval-designer__notice"
          title={`还有 ${problems.length} 处需要修改才能发布`}
          description={
            <ul className="approval-designer__problems" aria-label="发布前需要处理的问题">
              {problems.map((problem) => (
                <li key={`${problem.nodeId}:${problem.message}`}>
                  <Button type="link" size="small" onClick={() => showProblem(problem)}>
                    {problem.message}
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <main className="approval-designer__body">
        {step === 'settings' ? (
          template && catalog.data ? (
            <BasicSettingsPanel template={template} groups={catalog.data.groups} onSaved={setName} />
          ) : (
            <Skeleton active />
          )
        ) : (
          editor({
            step,
            form: history.present.form,
            flow: history.present.flow,
            onChange: (next) => setHistory((now) => edit(now, next, Date.now())),
            problems,
            focusedNodeId: focus.nodeId,
            focusRequest: focus.request,
            onFocusNode: (nodeId) => setFocus((now) => ({ nodeId, request: now.request })),
            readOnly: false,
          })
        )}
      </main>
      <VersionDrawer
        uniqueId={draft.uniqueId}
        open={versionsOpen}
        editor={editor}
        onClose={() => setVersionsOpen(false)}
      />
    </div>
  );
}

/**
 * The designer of one template (表单配置 and 流程配置, each its own route, sharing one tab per
 * template; the step shown is the address's, see `useStepRoute`): its draft loaded, every
 * change kept in an undo/redo history (buttons, Ctrl+Z, Ctrl+Shift+Z) and saved a moment later on the
 * server, 发布 (refused problems listed, each focusing its node), 版本记录, and 基础设置. The editors
 * are hosted through `editor`.
 */
export function DesignerFrame({ uniqueId, editor }: { uniqueId: string; editor: DesignerEditor }) {
  const [load, setLoad] = useState(0);
  const answer = useDraft(uniqueId, load);
  if (!answer?.draft)
    return (
      <div className="approval-designer">
        {answer?.error !== undefined ? (
          <LoadFailed
            title="审批草稿加载失败"
            message={errorMessage(answer.error, '加载失败，请稍后再试')}
            onRetry={() => setLoad((now) => now + 1)}
          />
        ) : (
          <div role="status" aria-label="审批草稿加载中">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </div>
    );
  return (
    <DesignerSession
      key={load}
      draft={answer.draft}
      editor={editor}
      onReload={() => setLoad((now) => now + 1)}
    />
  );
}
