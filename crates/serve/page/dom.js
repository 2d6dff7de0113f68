// Small helpers over a `document` that is passed in (the page's, or a stand-in in the tests).

export function createDom(doc) {
  const $ = (id) => doc.getElementById(id);

  function text(tag, content) {
    const element = doc.createElement(tag);
    element.textContent = content;
    return element;
  }

  function button(label, onclick, ariaLabel) {
    const b = text("button", label);
    b.type = "button";
    b.addEventListener("click", onclick);
    if (ariaLabel) b.setAttribute("aria-label", ariaLabel);
    return b;
  }

  return { doc, $, text, button };
}
