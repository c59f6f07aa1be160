// Calls `gone` once when this process's parent exits (it is then re-parented, and its ppid changes).
// A supervisor that signals only the main process (`docker stop` on `npm start` as PID 1, for one)
// must not leave the rest of the tree serving, orphaned, on the port (issue 27).
export function onParentGone(gone, everyMs = 500) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone();
  }, everyMs);
  timer.unref();
}
