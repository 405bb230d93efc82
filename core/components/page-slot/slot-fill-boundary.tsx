import { Button, Flex, Skeleton, Typography } from 'antd';
import { Component, type ComponentType, type ErrorInfo, Suspense } from 'react';
import { componentOf } from '../../routing/view-loading';

interface Props<P extends object> {
  title: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}

interface State {
  failed: boolean;
  /** Counts 重试: each attempt takes the fill's component anew. */
  attempt: number;
}

/**
 * One page slot's fill, loaded lazily and kept apart: when its code does not load or it throws, the
 * page and the other fills stay up and the member reads a quiet line naming what is missing, with
 * 重试 — on 审批详情 an approver should know the business panel is absent before deciding, so it does
 * not vanish silently. The error goes to the browser's console, never to the member.
 */
export class SlotFillBoundary<P extends object> extends Component<Props<P>, State> {
  override state: State = { failed: false, attempt: 0 };
  /**
   * The component of the current attempt, taken here (this boundary stays mounted) rather than below
   * the Suspense: a lazy component that failed is forgotten by `componentOf`, and asking for it again
   * on every render of a suspended child would load the failing chunk over and over.
   */
  private shown?: { attempt: number; component: ComponentType<P> };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`页面插槽内容「${this.props.title}」未能显示`, error, info.componentStack);
  }

  private readonly retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));

  override render() {
    if (this.state.failed) {
      return (
        <Flex role="status" align="center" gap={4} wrap>
          <Typography.Text type="secondary">「{this.props.title}」未能加载。</Typography.Text>
          <Button type="link" size="small" onClick={this.retry} style={{ paddingInline: 0 }}>
            重试
          </Button>
        </Flex>
      );
    }
    if (this.shown?.attempt !== this.state.attempt) {
      this.shown = { attempt: this.state.attempt, component: componentOf(this.props.load) };
    }
    const Fill = this.shown.component;
    return (
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
        <Fill {...this.props.props} />
      </Suspense>
    );
  }
}
