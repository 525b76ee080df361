/** The home page's slides and ad tiles as the pages render them (SPEC shapes; src/lib/content/home-content.ts makes them). */
export interface Slide {
  id: number;
  photo: string;
  mobile: string;
  title: string;
  link: string;
}

export interface Ad {
  id: number;
  image1: string;
  image2: string;
  link1: string;
  link2: string;
  title1: string;
  title2: string;
}
