import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from '../components/route-error-screen.tsx';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; failed: boolean; resetKey: string };

/**
 * Shows the error screen in place of the site when a page fails to render or its code fails to
 * download; going to another address tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
