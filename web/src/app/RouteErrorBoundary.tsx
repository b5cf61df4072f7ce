// Whatever a page throws (a failed chunk load, a bug) shows the error page instead of a blank
// screen, until the next navigation tries again.
import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router';
import { RouterErrorPage } from './RouterErrorPage.tsx';

interface Props {
  location: Location;
  children: ReactNode;
}

interface State {
  error: unknown;
  location: Location;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouterErrorPage error={this.state.error} />
    );
  }
}
