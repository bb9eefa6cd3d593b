--------------------------------- MODULE HTML ---------------------------------
(* tlapy's HTML: strings of HTML, CSS and JavaScript built from templates; a template's %name% *)
(* placeholders are replaced, first occurrence first, by HTMLFill.                            *)
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
HTMLFill(string, args) == FoldLeft(LAMBDA str, x : ReplaceFirstSubSeq(x[2], x[1], str), string, args)
\* The strings joined by sep, empty strings at the front skipped.
LOCAL Join(strings, sep) == FoldLeft(LAMBDA a, b : IF a = "" THEN b ELSE a \o sep \o b, "", strings)
LOCAL Lines(strings) == Join(strings, "\n")
LOCAL Wrap(template, key, value) == ReplaceFirstSubSeq(value, key, template)
HTMLDocument(header, body, list_of_scripts) ==
    Lines(<<"<!DOCTYPE html>", "<html>", header, body, Lines(list_of_scripts), "</html>">>)
HTMLClass(classname, attribute_list) ==
    Lines(<<Wrap("%classname% {", "%classname%", classname), Lines(attribute_list), "}">>)
HTMLAttribute(name, value) == HTMLFill("%name%: %value%;", <<<<"%name%", name>>, <<"%value%", value>>>>)
HTMLDefaultStyle ==
    Lines(<<HTMLClass(".default_grid", <<HTMLAttribute("display", "grid")>>),
            HTMLClass(".default_box", <<HTMLAttribute("border", "1px solid black")>>),
            HTMLClass(".default_circle", <<HTMLAttribute("border-radius", "50%")>>)>>)
HTMLStyleSheet(class_list) ==
    Lines(<<"<style type=\"text/css\">", HTMLDefaultStyle, Lines(class_list), "</style>">>)
HTMLScriptFile(name) == Wrap("<script src=\"%name%\"></script>", "%name%", name)
HTMLScript(children) == Lines(<<"<script>", Lines(children), "</script>">>)
HTMLLink(name, type) ==
    HTMLFill("<link href=\"%name%\" rel=\"%type%\"/>", <<<<"%name%", name>>, <<"%type%", type>>>>)
HTMLHeader(title, list_of_links, class_list) ==
    Lines(<<"<head>", "<meta charset=\"UTF-8\">", Wrap("<title>%title%</title>", "%title%", title),
            Lines(list_of_links), HTMLStyleSheet(class_list), "</head>">>)
HTMLBody(body) == Lines(<<"<body>", body, "</body>">>)
HTMLFrame(id, children) == Lines(<<Wrap("<div id=\"%id%\">", "%id%", id), Lines(children), "</div>">>)
HTMLGridContainer(id, class_list, children) ==
    Lines(<<HTMLFill("<div id=\"%id%\" class=\"default_grid %class_list%\">",
                     <<<<"%id%", id>>, <<"%class_list%", Join(class_list, " ")>>>>),
            Lines(children), "</div>">>)
HTMLBox(id, class_list, size, children) ==
    Lines(<<HTMLFill("<div id=\"%id%\" class=\"default_box %class_list%\" style=\"%size%\">",
                     <<<<"%id%", id>>, <<"%class_list%", Join(class_list, " ")>>, <<"%size%", size>>>>),
            Lines(children), "</div>">>)
HTMLCircle(id, class_list, size, children) == HTMLBox(id, <<"default_circle">> \o class_list, size, children)
HTMLText(id, text) == Lines(<<Wrap("<span id=\"%id%\">", "%id%", id), text, "</span>">>)
HTMLSVG(id, viewBox, size, svgString) ==
    Lines(<<HTMLFill("<svg id=\"%id%\" viewBox=\"%viewBox%\" style=\"%size%\">",
                     <<<<"%id%", id>>, <<"%viewBox%", viewBox>>, <<"%size%", size>>>>),
            svgString, "</svg>">>)
HTMLSize(width, height) == Join(<<HTMLAttribute("width", width), HTMLAttribute("height", height)>>, " ")
HTMLNewLine == "<br>"
HTMLFlexCenterAttributes ==
    Lines(<<HTMLAttribute("display", "flex"), HTMLAttribute("align-items", "center"),
            HTMLAttribute("justify-content", "center")>>)
HTMLJSLineElems(fromID, destID) ==
    HTMLFill("document.getElementById(\"%id1%\"), document.getElementById(\"%id2%\")",
             <<<<"%id1%", fromID>>, <<"%id2%", destID>>>>)
LOCAL LeaderLine(template, fromID, destID, color, size) ==
    HTMLFill(template, <<<<"%elems%", HTMLJSLineElems(fromID, destID)>>, <<"%color%", color>>, <<"%size%", size>>>>)
HTMLJSLine(fromID, destID, color, size) ==
    LeaderLine("new LeaderLine(%elems%, {color: '%color%', size: %size%})", fromID, destID, color, size)
HTMLJSLineDash(fromID, destID, color, size) ==
    LeaderLine("new LeaderLine(%elems%,  {color: '%color%', size: %size%, dash: true})", fromID, destID, color, size)
HTMLJSKeyListener(events) ==
    Lines(<<"window.onkeyup = function(event) {", "let key = event.key.toUpperCase();", Lines(events), "}">>)
HTMLJSNavigationKey(key, file) ==
    Lines(<<Wrap("if(key == '%key%'){", "%key%", key),
            Wrap("window.location.replace(\"%file%\");", "%file%", file), "}">>)
===============================================================================
