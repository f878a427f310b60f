// The creator dashboard on the platform API (createPlatformClient + gifkit/hooks' platform
// hooks), answered by the mock: channels with the flush job, ranked and magic tags, stories
// and the trending scheduler. Every form checks its input first and says what is wrong.

import { PageHeader } from '../ui';
import { ChannelsPanel } from './dashboard/ChannelsPanel';
import { SchedulerPanel } from './dashboard/SchedulerPanel';
import { StoriesPanel } from './dashboard/StoriesPanel';
import { TagsPanel } from './dashboard/TagsPanel';

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Creator dashboard">
        The giphy.com platform API through gifkit's platform client and hooks, against the mock: rename a channel and
        watch the flush job settle, tag it, write a story, schedule GIFs to trend.
      </PageHeader>
      <div className="dash">
        <ChannelsPanel />
        <TagsPanel />
        <StoriesPanel />
        <SchedulerPanel />
      </div>
    </>
  );
}
