_garuda__web() {
    local i cur prev opts cmd
    COMPREPLY=()
    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
        cur="$2"
    else
        cur="${COMP_WORDS[COMP_CWORD]}"
    fi
    prev="$3"
    cmd=""
    opts=""

    for i in "${COMP_WORDS[@]:0:COMP_CWORD}"
    do
        case "${cmd},${i}" in
            ",$1")
                cmd="garuda__web"
                ;;
            garuda__web,browse)
                cmd="garuda__web__subcmd__browse"
                ;;
            garuda__web,cache)
                cmd="garuda__web__subcmd__cache"
                ;;
            garuda__web,config)
                cmd="garuda__web__subcmd__config"
                ;;
            garuda__web,fetch)
                cmd="garuda__web__subcmd__fetch"
                ;;
            garuda__web,help)
                cmd="garuda__web__subcmd__help"
                ;;
            garuda__web,mcp)
                cmd="garuda__web__subcmd__mcp"
                ;;
            garuda__web,search)
                cmd="garuda__web__subcmd__search"
                ;;
            garuda__web__subcmd__browse,approve)
                cmd="garuda__web__subcmd__browse__subcmd__approve"
                ;;
            garuda__web__subcmd__browse,back)
                cmd="garuda__web__subcmd__browse__subcmd__back"
                ;;
            garuda__web__subcmd__browse,check)
                cmd="garuda__web__subcmd__browse__subcmd__check"
                ;;
            garuda__web__subcmd__browse,click)
                cmd="garuda__web__subcmd__browse__subcmd__click"
                ;;
            garuda__web__subcmd__browse,close)
                cmd="garuda__web__subcmd__browse__subcmd__close"
                ;;
            garuda__web__subcmd__browse,console)
                cmd="garuda__web__subcmd__browse__subcmd__console"
                ;;
            garuda__web__subcmd__browse,cookies)
                cmd="garuda__web__subcmd__browse__subcmd__cookies"
                ;;
            garuda__web__subcmd__browse,dblclick)
                cmd="garuda__web__subcmd__browse__subcmd__dblclick"
                ;;
            garuda__web__subcmd__browse,deny)
                cmd="garuda__web__subcmd__browse__subcmd__deny"
                ;;
            garuda__web__subcmd__browse,dialog)
                cmd="garuda__web__subcmd__browse__subcmd__dialog"
                ;;
            garuda__web__subcmd__browse,focus)
                cmd="garuda__web__subcmd__browse__subcmd__focus"
                ;;
            garuda__web__subcmd__browse,forward)
                cmd="garuda__web__subcmd__browse__subcmd__forward"
                ;;
            garuda__web__subcmd__browse,get)
                cmd="garuda__web__subcmd__browse__subcmd__get"
                ;;
            garuda__web__subcmd__browse,help)
                cmd="garuda__web__subcmd__browse__subcmd__help"
                ;;
            garuda__web__subcmd__browse,hover)
                cmd="garuda__web__subcmd__browse__subcmd__hover"
                ;;
            garuda__web__subcmd__browse,html)
                cmd="garuda__web__subcmd__browse__subcmd__html"
                ;;
            garuda__web__subcmd__browse,is)
                cmd="garuda__web__subcmd__browse__subcmd__is"
                ;;
            garuda__web__subcmd__browse,navigate)
                cmd="garuda__web__subcmd__browse__subcmd__open"
                ;;
            garuda__web__subcmd__browse,network)
                cmd="garuda__web__subcmd__browse__subcmd__network"
                ;;
            garuda__web__subcmd__browse,open)
                cmd="garuda__web__subcmd__browse__subcmd__open"
                ;;
            garuda__web__subcmd__browse,pdf)
                cmd="garuda__web__subcmd__browse__subcmd__pdf"
                ;;
            garuda__web__subcmd__browse,press)
                cmd="garuda__web__subcmd__browse__subcmd__press"
                ;;
            garuda__web__subcmd__browse,read)
                cmd="garuda__web__subcmd__browse__subcmd__read"
                ;;
            garuda__web__subcmd__browse,record)
                cmd="garuda__web__subcmd__browse__subcmd__record"
                ;;
            garuda__web__subcmd__browse,reload)
                cmd="garuda__web__subcmd__browse__subcmd__reload"
                ;;
            garuda__web__subcmd__browse,screenshot)
                cmd="garuda__web__subcmd__browse__subcmd__screenshot"
                ;;
            garuda__web__subcmd__browse,script)
                cmd="garuda__web__subcmd__browse__subcmd__script"
                ;;
            garuda__web__subcmd__browse,scroll)
                cmd="garuda__web__subcmd__browse__subcmd__scroll"
                ;;
            garuda__web__subcmd__browse,select)
                cmd="garuda__web__subcmd__browse__subcmd__select"
                ;;
            garuda__web__subcmd__browse,snapshot)
                cmd="garuda__web__subcmd__browse__subcmd__snapshot"
                ;;
            garuda__web__subcmd__browse,state)
                cmd="garuda__web__subcmd__browse__subcmd__state"
                ;;
            garuda__web__subcmd__browse,status)
                cmd="garuda__web__subcmd__browse__subcmd__status"
                ;;
            garuda__web__subcmd__browse,stop-recording)
                cmd="garuda__web__subcmd__browse__subcmd__stop__subcmd__recording"
                ;;
            garuda__web__subcmd__browse,tab)
                cmd="garuda__web__subcmd__browse__subcmd__tab"
                ;;
            garuda__web__subcmd__browse,type)
                cmd="garuda__web__subcmd__browse__subcmd__type"
                ;;
            garuda__web__subcmd__browse,uncheck)
                cmd="garuda__web__subcmd__browse__subcmd__uncheck"
                ;;
            garuda__web__subcmd__browse,wait)
                cmd="garuda__web__subcmd__browse__subcmd__wait"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog,accept)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__accept"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog,dismiss)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__dismiss"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog,help)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog__subcmd__help,accept)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__accept"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog__subcmd__help,dismiss)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__dismiss"
                ;;
            garuda__web__subcmd__browse__subcmd__dialog__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__get,attr)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__attr"
                ;;
            garuda__web__subcmd__browse__subcmd__get,box)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__box"
                ;;
            garuda__web__subcmd__browse__subcmd__get,count)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__count"
                ;;
            garuda__web__subcmd__browse__subcmd__get,help)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__get,html)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__html"
                ;;
            garuda__web__subcmd__browse__subcmd__get,text)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__text"
                ;;
            garuda__web__subcmd__browse__subcmd__get,title)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__title"
                ;;
            garuda__web__subcmd__browse__subcmd__get,url)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__url"
                ;;
            garuda__web__subcmd__browse__subcmd__get,value)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__value"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,attr)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__attr"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,box)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__box"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,count)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__count"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,html)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__html"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,text)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__text"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,title)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__title"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,url)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__url"
                ;;
            garuda__web__subcmd__browse__subcmd__get__subcmd__help,value)
                cmd="garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__value"
                ;;
            garuda__web__subcmd__browse__subcmd__help,approve)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__approve"
                ;;
            garuda__web__subcmd__browse__subcmd__help,back)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__back"
                ;;
            garuda__web__subcmd__browse__subcmd__help,check)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__check"
                ;;
            garuda__web__subcmd__browse__subcmd__help,click)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__click"
                ;;
            garuda__web__subcmd__browse__subcmd__help,close)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__close"
                ;;
            garuda__web__subcmd__browse__subcmd__help,console)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__console"
                ;;
            garuda__web__subcmd__browse__subcmd__help,cookies)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__cookies"
                ;;
            garuda__web__subcmd__browse__subcmd__help,dblclick)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__dblclick"
                ;;
            garuda__web__subcmd__browse__subcmd__help,deny)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__deny"
                ;;
            garuda__web__subcmd__browse__subcmd__help,dialog)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__dialog"
                ;;
            garuda__web__subcmd__browse__subcmd__help,focus)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__focus"
                ;;
            garuda__web__subcmd__browse__subcmd__help,forward)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__forward"
                ;;
            garuda__web__subcmd__browse__subcmd__help,get)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get"
                ;;
            garuda__web__subcmd__browse__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__help,hover)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__hover"
                ;;
            garuda__web__subcmd__browse__subcmd__help,html)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__html"
                ;;
            garuda__web__subcmd__browse__subcmd__help,is)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__is"
                ;;
            garuda__web__subcmd__browse__subcmd__help,network)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__network"
                ;;
            garuda__web__subcmd__browse__subcmd__help,open)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__open"
                ;;
            garuda__web__subcmd__browse__subcmd__help,pdf)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__pdf"
                ;;
            garuda__web__subcmd__browse__subcmd__help,press)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__press"
                ;;
            garuda__web__subcmd__browse__subcmd__help,read)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__read"
                ;;
            garuda__web__subcmd__browse__subcmd__help,record)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__record"
                ;;
            garuda__web__subcmd__browse__subcmd__help,reload)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__reload"
                ;;
            garuda__web__subcmd__browse__subcmd__help,screenshot)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__screenshot"
                ;;
            garuda__web__subcmd__browse__subcmd__help,script)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__script"
                ;;
            garuda__web__subcmd__browse__subcmd__help,scroll)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__scroll"
                ;;
            garuda__web__subcmd__browse__subcmd__help,select)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__select"
                ;;
            garuda__web__subcmd__browse__subcmd__help,snapshot)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__snapshot"
                ;;
            garuda__web__subcmd__browse__subcmd__help,state)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__state"
                ;;
            garuda__web__subcmd__browse__subcmd__help,status)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__status"
                ;;
            garuda__web__subcmd__browse__subcmd__help,stop-recording)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__stop__subcmd__recording"
                ;;
            garuda__web__subcmd__browse__subcmd__help,tab)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__tab"
                ;;
            garuda__web__subcmd__browse__subcmd__help,type)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__type"
                ;;
            garuda__web__subcmd__browse__subcmd__help,uncheck)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__uncheck"
                ;;
            garuda__web__subcmd__browse__subcmd__help,wait)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__wait"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__dialog,accept)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__dialog__subcmd__accept"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__dialog,dismiss)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__dialog__subcmd__dismiss"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,attr)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__attr"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,box)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__box"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,count)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__count"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,html)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__html"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,text)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__text"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,title)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__title"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,url)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__url"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__get,value)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__value"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__is,checked)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__checked"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__is,enabled)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__enabled"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__is,visible)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__visible"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__state,load)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__state__subcmd__load"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__state,save)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__state__subcmd__save"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__tab,close)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__close"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__tab,list)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__list"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__tab,new)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__new"
                ;;
            garuda__web__subcmd__browse__subcmd__help__subcmd__tab,switch)
                cmd="garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__switch"
                ;;
            garuda__web__subcmd__browse__subcmd__is,checked)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__checked"
                ;;
            garuda__web__subcmd__browse__subcmd__is,enabled)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__enabled"
                ;;
            garuda__web__subcmd__browse__subcmd__is,help)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__is,visible)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__visible"
                ;;
            garuda__web__subcmd__browse__subcmd__is__subcmd__help,checked)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__checked"
                ;;
            garuda__web__subcmd__browse__subcmd__is__subcmd__help,enabled)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__enabled"
                ;;
            garuda__web__subcmd__browse__subcmd__is__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__is__subcmd__help,visible)
                cmd="garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__visible"
                ;;
            garuda__web__subcmd__browse__subcmd__state,help)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__state,load)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__load"
                ;;
            garuda__web__subcmd__browse__subcmd__state,save)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__save"
                ;;
            garuda__web__subcmd__browse__subcmd__state__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__state__subcmd__help,load)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__load"
                ;;
            garuda__web__subcmd__browse__subcmd__state__subcmd__help,save)
                cmd="garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__save"
                ;;
            garuda__web__subcmd__browse__subcmd__tab,close)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__close"
                ;;
            garuda__web__subcmd__browse__subcmd__tab,help)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__tab,list)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__list"
                ;;
            garuda__web__subcmd__browse__subcmd__tab,new)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__new"
                ;;
            garuda__web__subcmd__browse__subcmd__tab,switch)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__switch"
                ;;
            garuda__web__subcmd__browse__subcmd__tab__subcmd__help,close)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__close"
                ;;
            garuda__web__subcmd__browse__subcmd__tab__subcmd__help,help)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__browse__subcmd__tab__subcmd__help,list)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__list"
                ;;
            garuda__web__subcmd__browse__subcmd__tab__subcmd__help,new)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__new"
                ;;
            garuda__web__subcmd__browse__subcmd__tab__subcmd__help,switch)
                cmd="garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__switch"
                ;;
            garuda__web__subcmd__cache,clear)
                cmd="garuda__web__subcmd__cache__subcmd__clear"
                ;;
            garuda__web__subcmd__cache,help)
                cmd="garuda__web__subcmd__cache__subcmd__help"
                ;;
            garuda__web__subcmd__cache,list)
                cmd="garuda__web__subcmd__cache__subcmd__list"
                ;;
            garuda__web__subcmd__cache__subcmd__help,clear)
                cmd="garuda__web__subcmd__cache__subcmd__help__subcmd__clear"
                ;;
            garuda__web__subcmd__cache__subcmd__help,help)
                cmd="garuda__web__subcmd__cache__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__cache__subcmd__help,list)
                cmd="garuda__web__subcmd__cache__subcmd__help__subcmd__list"
                ;;
            garuda__web__subcmd__config,allow)
                cmd="garuda__web__subcmd__config__subcmd__allow"
                ;;
            garuda__web__subcmd__config,check)
                cmd="garuda__web__subcmd__config__subcmd__check"
                ;;
            garuda__web__subcmd__config,deny)
                cmd="garuda__web__subcmd__config__subcmd__deny"
                ;;
            garuda__web__subcmd__config,help)
                cmd="garuda__web__subcmd__config__subcmd__help"
                ;;
            garuda__web__subcmd__config,init)
                cmd="garuda__web__subcmd__config__subcmd__init"
                ;;
            garuda__web__subcmd__config,path)
                cmd="garuda__web__subcmd__config__subcmd__path"
                ;;
            garuda__web__subcmd__config,remove)
                cmd="garuda__web__subcmd__config__subcmd__remove"
                ;;
            garuda__web__subcmd__config,rules)
                cmd="garuda__web__subcmd__config__subcmd__rules"
                ;;
            garuda__web__subcmd__config,search)
                cmd="garuda__web__subcmd__config__subcmd__search"
                ;;
            garuda__web__subcmd__config,sessions)
                cmd="garuda__web__subcmd__config__subcmd__sessions"
                ;;
            garuda__web__subcmd__config,show)
                cmd="garuda__web__subcmd__config__subcmd__show"
                ;;
            garuda__web__subcmd__config__subcmd__help,allow)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__allow"
                ;;
            garuda__web__subcmd__config__subcmd__help,check)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__check"
                ;;
            garuda__web__subcmd__config__subcmd__help,deny)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__deny"
                ;;
            garuda__web__subcmd__config__subcmd__help,help)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__config__subcmd__help,init)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__init"
                ;;
            garuda__web__subcmd__config__subcmd__help,path)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__path"
                ;;
            garuda__web__subcmd__config__subcmd__help,remove)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__remove"
                ;;
            garuda__web__subcmd__config__subcmd__help,rules)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__rules"
                ;;
            garuda__web__subcmd__config__subcmd__help,search)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__search"
                ;;
            garuda__web__subcmd__config__subcmd__help,sessions)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__sessions"
                ;;
            garuda__web__subcmd__config__subcmd__help,show)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__show"
                ;;
            garuda__web__subcmd__config__subcmd__help__subcmd__search,use)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__search__subcmd__use"
                ;;
            garuda__web__subcmd__config__subcmd__help__subcmd__sessions,clear)
                cmd="garuda__web__subcmd__config__subcmd__help__subcmd__sessions__subcmd__clear"
                ;;
            garuda__web__subcmd__config__subcmd__search,help)
                cmd="garuda__web__subcmd__config__subcmd__search__subcmd__help"
                ;;
            garuda__web__subcmd__config__subcmd__search,use)
                cmd="garuda__web__subcmd__config__subcmd__search__subcmd__use"
                ;;
            garuda__web__subcmd__config__subcmd__search__subcmd__help,help)
                cmd="garuda__web__subcmd__config__subcmd__search__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__config__subcmd__search__subcmd__help,use)
                cmd="garuda__web__subcmd__config__subcmd__search__subcmd__help__subcmd__use"
                ;;
            garuda__web__subcmd__config__subcmd__sessions,clear)
                cmd="garuda__web__subcmd__config__subcmd__sessions__subcmd__clear"
                ;;
            garuda__web__subcmd__config__subcmd__sessions,help)
                cmd="garuda__web__subcmd__config__subcmd__sessions__subcmd__help"
                ;;
            garuda__web__subcmd__config__subcmd__sessions__subcmd__help,clear)
                cmd="garuda__web__subcmd__config__subcmd__sessions__subcmd__help__subcmd__clear"
                ;;
            garuda__web__subcmd__config__subcmd__sessions__subcmd__help,help)
                cmd="garuda__web__subcmd__config__subcmd__sessions__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__help,browse)
                cmd="garuda__web__subcmd__help__subcmd__browse"
                ;;
            garuda__web__subcmd__help,cache)
                cmd="garuda__web__subcmd__help__subcmd__cache"
                ;;
            garuda__web__subcmd__help,config)
                cmd="garuda__web__subcmd__help__subcmd__config"
                ;;
            garuda__web__subcmd__help,fetch)
                cmd="garuda__web__subcmd__help__subcmd__fetch"
                ;;
            garuda__web__subcmd__help,help)
                cmd="garuda__web__subcmd__help__subcmd__help"
                ;;
            garuda__web__subcmd__help,mcp)
                cmd="garuda__web__subcmd__help__subcmd__mcp"
                ;;
            garuda__web__subcmd__help,search)
                cmd="garuda__web__subcmd__help__subcmd__search"
                ;;
            garuda__web__subcmd__help__subcmd__browse,approve)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__approve"
                ;;
            garuda__web__subcmd__help__subcmd__browse,back)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__back"
                ;;
            garuda__web__subcmd__help__subcmd__browse,check)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__check"
                ;;
            garuda__web__subcmd__help__subcmd__browse,click)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__click"
                ;;
            garuda__web__subcmd__help__subcmd__browse,close)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__close"
                ;;
            garuda__web__subcmd__help__subcmd__browse,console)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__console"
                ;;
            garuda__web__subcmd__help__subcmd__browse,cookies)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__cookies"
                ;;
            garuda__web__subcmd__help__subcmd__browse,dblclick)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__dblclick"
                ;;
            garuda__web__subcmd__help__subcmd__browse,deny)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__deny"
                ;;
            garuda__web__subcmd__help__subcmd__browse,dialog)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__dialog"
                ;;
            garuda__web__subcmd__help__subcmd__browse,focus)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__focus"
                ;;
            garuda__web__subcmd__help__subcmd__browse,forward)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__forward"
                ;;
            garuda__web__subcmd__help__subcmd__browse,get)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get"
                ;;
            garuda__web__subcmd__help__subcmd__browse,hover)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__hover"
                ;;
            garuda__web__subcmd__help__subcmd__browse,html)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__html"
                ;;
            garuda__web__subcmd__help__subcmd__browse,is)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__is"
                ;;
            garuda__web__subcmd__help__subcmd__browse,network)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__network"
                ;;
            garuda__web__subcmd__help__subcmd__browse,open)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__open"
                ;;
            garuda__web__subcmd__help__subcmd__browse,pdf)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__pdf"
                ;;
            garuda__web__subcmd__help__subcmd__browse,press)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__press"
                ;;
            garuda__web__subcmd__help__subcmd__browse,read)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__read"
                ;;
            garuda__web__subcmd__help__subcmd__browse,record)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__record"
                ;;
            garuda__web__subcmd__help__subcmd__browse,reload)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__reload"
                ;;
            garuda__web__subcmd__help__subcmd__browse,screenshot)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__screenshot"
                ;;
            garuda__web__subcmd__help__subcmd__browse,script)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__script"
                ;;
            garuda__web__subcmd__help__subcmd__browse,scroll)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__scroll"
                ;;
            garuda__web__subcmd__help__subcmd__browse,select)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__select"
                ;;
            garuda__web__subcmd__help__subcmd__browse,snapshot)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__snapshot"
                ;;
            garuda__web__subcmd__help__subcmd__browse,state)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__state"
                ;;
            garuda__web__subcmd__help__subcmd__browse,status)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__status"
                ;;
            garuda__web__subcmd__help__subcmd__browse,stop-recording)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__stop__subcmd__recording"
                ;;
            garuda__web__subcmd__help__subcmd__browse,tab)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__tab"
                ;;
            garuda__web__subcmd__help__subcmd__browse,type)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__type"
                ;;
            garuda__web__subcmd__help__subcmd__browse,uncheck)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__uncheck"
                ;;
            garuda__web__subcmd__help__subcmd__browse,wait)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__wait"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__dialog,accept)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__dialog__subcmd__accept"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__dialog,dismiss)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__dialog__subcmd__dismiss"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,attr)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__attr"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,box)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__box"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,count)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__count"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,html)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__html"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,text)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__text"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,title)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__title"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,url)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__url"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__get,value)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__value"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__is,checked)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__checked"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__is,enabled)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__enabled"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__is,visible)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__visible"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__state,load)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__state__subcmd__load"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__state,save)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__state__subcmd__save"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__tab,close)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__close"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__tab,list)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__list"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__tab,new)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__new"
                ;;
            garuda__web__subcmd__help__subcmd__browse__subcmd__tab,switch)
                cmd="garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__switch"
                ;;
            garuda__web__subcmd__help__subcmd__cache,clear)
                cmd="garuda__web__subcmd__help__subcmd__cache__subcmd__clear"
                ;;
            garuda__web__subcmd__help__subcmd__cache,list)
                cmd="garuda__web__subcmd__help__subcmd__cache__subcmd__list"
                ;;
            garuda__web__subcmd__help__subcmd__config,allow)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__allow"
                ;;
            garuda__web__subcmd__help__subcmd__config,check)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__check"
                ;;
            garuda__web__subcmd__help__subcmd__config,deny)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__deny"
                ;;
            garuda__web__subcmd__help__subcmd__config,init)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__init"
                ;;
            garuda__web__subcmd__help__subcmd__config,path)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__path"
                ;;
            garuda__web__subcmd__help__subcmd__config,remove)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__remove"
                ;;
            garuda__web__subcmd__help__subcmd__config,rules)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__rules"
                ;;
            garuda__web__subcmd__help__subcmd__config,search)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__search"
                ;;
            garuda__web__subcmd__help__subcmd__config,sessions)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__sessions"
                ;;
            garuda__web__subcmd__help__subcmd__config,show)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__show"
                ;;
            garuda__web__subcmd__help__subcmd__config__subcmd__search,use)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__search__subcmd__use"
                ;;
            garuda__web__subcmd__help__subcmd__config__subcmd__sessions,clear)
                cmd="garuda__web__subcmd__help__subcmd__config__subcmd__sessions__subcmd__clear"
                ;;
            *)
                ;;
        esac
    done

    case "${cmd}" in
        garuda__web)
            opts="-q -v -h -V --json --no-config --quiet --verbose --color --allow --deny --policy --session --help --version fetch search browse config cache mcp help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 1 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse)
            opts="-q -v -h --allow-localhost --allow-local --allow --deny --policy --session --json --no-config --quiet --verbose --color --help open navigate back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny hover dblclick check uncheck focus scroll get is tab dialog state cookies close network pdf help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__approve)
            opts="-q -v -h --for-session --always --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__back)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__check)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__click)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__close)
            opts="-q -v -h --all --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__console)
            opts="-q -v -h --errors --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__cookies)
            opts="-q -v -h --clear --values --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dblclick)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__deny)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help accept dismiss help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__accept)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__dismiss)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__help)
            opts="accept dismiss help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__accept)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__dismiss)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__dialog__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__focus)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__forward)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help url title text value html attr count box help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__attr)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__box)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__count)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help)
            opts="url title text value html attr count box help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__attr)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__box)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__count)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__html)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__text)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__title)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__url)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__help__subcmd__value)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__html)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__text)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__title)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__url)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__get__subcmd__value)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help)
            opts="open back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny hover dblclick check uncheck focus scroll get is tab dialog state cookies close network pdf help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__approve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__back)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__click)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__close)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__console)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__cookies)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__dblclick)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__deny)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__dialog)
            opts="accept dismiss"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__dialog__subcmd__accept)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__dialog__subcmd__dismiss)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__focus)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__forward)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get)
            opts="url title text value html attr count box"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__attr)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__box)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__count)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__html)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__text)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__title)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__url)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__get__subcmd__value)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__hover)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__html)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__is)
            opts="visible enabled checked"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__checked)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__enabled)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__is__subcmd__visible)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__network)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__open)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__pdf)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__press)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__read)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__record)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__reload)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__screenshot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__script)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__scroll)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__select)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__snapshot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__state)
            opts="save load"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__state__subcmd__load)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__state__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__stop__subcmd__recording)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__tab)
            opts="list new switch close"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__close)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__tab__subcmd__switch)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__type)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__uncheck)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__help__subcmd__wait)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__hover)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__html)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help visible enabled checked help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__checked)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__enabled)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__help)
            opts="visible enabled checked help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__checked)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__enabled)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__help__subcmd__visible)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__is__subcmd__visible)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__network)
            opts="-q -v -h --all --filter --har --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --filter)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --har)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__open)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__pdf)
            opts="-o -q -v -h --output --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__press)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__read)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__record)
            opts="-q -v -h --dir --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --dir)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__reload)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__screenshot)
            opts="-o -q -v -h --full-page --output --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__script)
            opts="-q -v -h --timeout --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --timeout)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__scroll)
            opts="-q -v -h --by --to --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --by)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --to)
                    COMPREPLY=($(compgen -W "top bottom" -- "${cur}"))
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__select)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__snapshot)
            opts="-q -v -h --all --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help save load help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__help)
            opts="save load help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__load)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__help__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__load)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__state__subcmd__save)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__status)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__stop__subcmd__recording)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help list new switch close help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__close)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help)
            opts="list new switch close help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__close)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__help__subcmd__switch)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__list)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__new)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__tab__subcmd__switch)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__type)
            opts="-q -v -h --append --submit --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__uncheck)
            opts="-q -v -h --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__browse__subcmd__wait)
            opts="-q -v -h --text --gone --for --url --load --idle --timeout --allow-localhost --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --text)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --gone)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --for)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --url)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help list clear help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__clear)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__help)
            opts="list clear help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__help__subcmd__clear)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__help__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__cache__subcmd__list)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help path show check init allow deny remove sessions rules search help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__allow)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__check)
            opts="-q -v -h --allow --deny --policy --session --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__deny)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help)
            opts="path show check init allow deny remove sessions rules search help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__allow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__deny)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__init)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__path)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__rules)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__search)
            opts="use"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__search__subcmd__use)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__sessions)
            opts="clear"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__sessions__subcmd__clear)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__help__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__init)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__path)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__remove)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__rules)
            opts="-q -v -h --allow --deny --policy --session --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__search)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help use help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__search__subcmd__help)
            opts="use help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__search__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__search__subcmd__help__subcmd__use)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__search__subcmd__use)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help claude provider off"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__sessions)
            opts="-q -v -h --session --json --no-config --quiet --verbose --color --help clear help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__sessions__subcmd__clear)
            opts="-q -v -h --session --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__sessions__subcmd__help)
            opts="clear help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__sessions__subcmd__help__subcmd__clear)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__sessions__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__config__subcmd__show)
            opts="-q -v -h --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__fetch)
            opts="-o -q -v -h --allow --deny --policy --session --allow-url --start --output --bare --max-chars --raw --pretty --main --outline --render --max-age --offline --no-cache --snapshot --timeout --allow-localhost --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --allow-url)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --start)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --output)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                -o)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --max-chars)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --render)
                    COMPREPLY=($(compgen -W "always auto" -- "${cur}"))
                    return 0
                    ;;
                --max-age)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --snapshot)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --timeout)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help)
            opts="fetch search browse config cache mcp help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse)
            opts="open back forward reload snapshot click type press select read html screenshot console wait script record stop-recording status approve deny hover dblclick check uncheck focus scroll get is tab dialog state cookies close network pdf"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__approve)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__back)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__click)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__close)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__console)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__cookies)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__dblclick)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__deny)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__dialog)
            opts="accept dismiss"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__dialog__subcmd__accept)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__dialog__subcmd__dismiss)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__focus)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__forward)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get)
            opts="url title text value html attr count box"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__attr)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__box)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__count)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__html)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__text)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__title)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__url)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__get__subcmd__value)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__hover)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__html)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__is)
            opts="visible enabled checked"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__checked)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__enabled)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__is__subcmd__visible)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__network)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__open)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__pdf)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__press)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__read)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__record)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__reload)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__screenshot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__script)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__scroll)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__select)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__snapshot)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__state)
            opts="save load"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__state__subcmd__load)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__state__subcmd__save)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__status)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__stop__subcmd__recording)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__tab)
            opts="list new switch close"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__close)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__new)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__tab__subcmd__switch)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__type)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__uncheck)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__browse__subcmd__wait)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__cache)
            opts="list clear"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__cache__subcmd__clear)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__cache__subcmd__list)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config)
            opts="path show check init allow deny remove sessions rules search"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__allow)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__check)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__deny)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__init)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__path)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__remove)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__rules)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__search)
            opts="use"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__search__subcmd__use)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__sessions)
            opts="clear"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__sessions__subcmd__clear)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 5 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__config__subcmd__show)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 4 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__fetch)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__help)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__mcp)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__help__subcmd__search)
            opts=""
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 3 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__mcp)
            opts="-q -v -h --allow --deny --policy --session --allow-localhost --browse --allow-local --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
        garuda__web__subcmd__search)
            opts="-q -v -h --allow --deny --policy --session --max-results --provider --fetch --main --max-chars --json --no-config --quiet --verbose --color --help"
            if [[ ${cur} == -* || ${COMP_CWORD} -eq 2 ]] ; then
                COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
                return 0
            fi
            case "${prev}" in
                --allow)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --deny)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --policy)
                    COMPREPLY=($(compgen -f "${cur}"))
                    return 0
                    ;;
                --session)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --max-results)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --provider)
                    COMPREPLY=($(compgen -W "brave tavily searxng google claude" -- "${cur}"))
                    return 0
                    ;;
                --fetch)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --max-chars)
                    COMPREPLY=("${cur}")
                    if [[ "${BASH_VERSINFO[0]}" -ge 4 ]]; then
                        compopt -o nospace
                    fi
                    return 0
                    ;;
                --color)
                    COMPREPLY=($(compgen -W "auto always never" -- "${cur}"))
                    return 0
                    ;;
                *)
                    COMPREPLY=()
                    ;;
            esac
            COMPREPLY=( $(compgen -W "${opts}" -- "${cur}") )
            return 0
            ;;
    esac
}

if [[ "${BASH_VERSINFO[0]}" -eq 4 && "${BASH_VERSINFO[1]}" -ge 4 || "${BASH_VERSINFO[0]}" -gt 4 ]]; then
    complete -F _garuda__web -o nosort -o bashdefault -o default garuda-web
else
    complete -F _garuda__web -o bashdefault -o default garuda-web
fi
