// The content screens in a data router for component tests, with the pages they link to.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

export function renderContent(page: ReactElement, path: string, pattern = path) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: "/ops/content", element: <h1>Content list</h1> },
      { path: "/ops/content/:id", element: <h1>Story editor</h1> },
      { path: "/ops", element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
