// The full-screen button of every board (`button.fullscreen` in a `.board-frame`, or naming
// what it shows full screen by `data-target`, as the projector view's whole view): the
// Fullscreen API; the button says what a press will do.

export function wireFullscreen({ document, t }) {
  const buttons = [...document.querySelectorAll("button.fullscreen")];
  const label = () => {
    for (const b of buttons) {
      b.textContent = t(document.fullscreenElement ? "page-fullscreen-exit" : "page-fullscreen");
    }
  };
  for (const button of buttons) {
    // A browser without the API (an old phone's) shows no button that does nothing.
    if (!document.fullscreenEnabled) {
      button.hidden = true;
      continue;
    }
    const frame = button.dataset.target ? document.getElementById(button.dataset.target) : button.closest(".board-frame");
    button.addEventListener("click", () => {
      if (document.fullscreenElement) document.exitFullscreen();
      else frame.requestFullscreen();
    });
  }
  document.addEventListener("fullscreenchange", label);
  label();
}
